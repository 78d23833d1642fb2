/**
 * C0 controls other than tab, line feed and carriage return, and DEL. PostgreSQL refuses NUL in text,
 * and none of them has a place in anything a person types.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const MAX_DEPTH = 32;

/** Whether any string (or object key) in a parsed JSON value or query holds a control character. */
export function containsControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL.test(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => containsControlCharacters(item, depth + 1));
  return Object.entries(value as Record<string, unknown>).some(
    ([key, item]) => CONTROL.test(key) || containsControlCharacters(item, depth + 1),
  );
}
