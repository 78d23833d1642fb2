import { isBlank, isPlainObject } from './clean-params';

function stringify(value: unknown): string {
  if (Array.isArray(value))
    return value
      .filter((v) => !isBlank(v))
      .map(String)
      .join(',');
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Encodes params as `a=1&b=x`, skipping null, undefined and '' (arrays become comma lists). */
export function buildQueryString(params: unknown): string {
  if (!isPlainObject(params)) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (isBlank(value)) continue;
    const text = stringify(value);
    if (text !== '') search.append(key, text);
  }
  return search.toString();
}

export function appendQuery(url: string, query: string): string {
  if (!query) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const sep = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${sep}${query}${hash}`;
}
