/** A positive integer id from the query string, else null. */
export function positiveId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}
