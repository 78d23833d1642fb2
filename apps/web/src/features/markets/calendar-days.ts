const DAY_MS = 86_400_000;

/** The days of a strip around `day` (YYYY-MM-DD): `before` days before to `after` days after. */
export function dayStrip(day: string, before = 3, after = 3): string[] {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Array.from({ length: before + after + 1 }, (_, i) =>
    new Date(at + (i - before) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** 0 = Sunday … 6 = Saturday of a YYYY-MM-DD day. */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** HH:MM in China time of an ISO instant. */
export function chinaClock(iso: string): string {
  return new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(11, 16);
}

/** Whether a published value beat the forecast (numbers compared, units ignored); null if not comparable. */
export function beatForecast(actual: string | null, forecast: string | null): boolean | null {
  const a = parseFloat(actual ?? '');
  const f = parseFloat(forecast ?? '');
  if (Number.isNaN(a) || Number.isNaN(f) || a === f) return null;
  return a > f;
}
