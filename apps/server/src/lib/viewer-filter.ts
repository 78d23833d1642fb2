import { inArray, isNull, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Viewer } from './viewer';

/** SQL of canSee: free rows (no module) or rows of a module the viewer holds, so lists filter and page in SQL. */
export function visibleTo(moduleColumn: AnyColumn, viewer: Viewer): SQL | undefined {
  const held = [...viewer.modules];
  return held.length === 0 ? isNull(moduleColumn) : or(isNull(moduleColumn), inArray(moduleColumn, held));
}
