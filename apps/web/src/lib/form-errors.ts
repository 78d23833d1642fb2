export type FieldErrors<K extends string> = Partial<Record<K, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** First validation message per top-level field, from a failed contract schema parse. */
export function fieldErrors<K extends string>(issues: readonly Issue[]): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as K;
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
