const written = new WeakMap<Date, string>();

/**
 * `date.toISOString()`, remembered per Date: list rows come from short-lived caches and are presented again on
 * every member request, and writing the date cost more than building the rest of the item (decision 044).
 * Only for dates nothing changes in place (rows read from the database).
 */
export function isoTime(date: Date): string {
  let text = written.get(date);
  if (text === undefined) {
    text = date.toISOString();
    written.set(date, text);
  }
  return text;
}
