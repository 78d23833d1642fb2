/** Rows of a raw statement (`db.execute`); PGlite and node-postgres both answer with `rows`. */
export const rowsOf = (result: unknown): unknown[] => (result as { rows?: unknown[] }).rows ?? [];
