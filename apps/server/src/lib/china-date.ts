const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** Midnight in China (UTC+8, no daylight saving) of a YYYY-MM-DD date; null for impossible dates. */
export function chinaDayStart(ymd: string): Date | null {
  const [y, m, d] = ymd.split('-').map(Number);
  if (!y || !m || !d) return null;
  const utc = Date.UTC(y, m - 1, d);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return new Date(utc - CHINA_OFFSET_MS);
}

/** Midnight in China after the given day: the exclusive end of an inclusive end date. */
export function chinaDayEnd(ymd: string): Date | null {
  const start = chinaDayStart(ymd);
  return start ? new Date(start.getTime() + DAY_MS) : null;
}

/** "2026-11-20 09:30": a moment as a reader in China reads it. */
export function chinaDateTime(iso: string): string {
  const at = new Date(new Date(iso).getTime() + CHINA_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getUTCFullYear()}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
}
