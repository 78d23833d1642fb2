import type { AnyEnvelope } from '@app/contract/envelope';

/**
 * Rows of a list answer: `rows` of a list envelope, or a `data` array (dictionary style), or the
 * `rows` inside `data` (gap fill). One reader keeps every call's parsing the same.
 */
export function listOf<T>(body: AnyEnvelope): T[] {
  if (Array.isArray(body.rows)) return body.rows as T[];
  if (Array.isArray(body.data)) return body.data as T[];
  const nested = body.data as { rows?: unknown } | null | undefined;
  if (nested && Array.isArray(nested.rows)) return nested.rows as T[];
  return [];
}
