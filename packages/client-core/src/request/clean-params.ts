/** Values a request never sends (SPEC §5: null, empty and undefined params are omitted). */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Drops blank top-level fields; anything that is not a plain object passes through unchanged. */
export function omitBlank<T>(data: T): T {
  if (!isPlainObject(data)) return data;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!isBlank(value)) out[key] = value;
  }
  return out as T;
}
