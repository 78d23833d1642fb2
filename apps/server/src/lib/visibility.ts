import type { Viewer } from './viewer';

/**
 * Which rows a list shows by their `visible` flag (SPEC's /all, /visible and /allorvisible variants):
 * everything; only visible rows; or visible rows plus the hidden ones the viewer teaches or holds the
 * module of (their own audience still finds them).
 */
export type Visibility =
  | { kind: 'all' }
  | { kind: 'visible' }
  | { kind: 'visibleOrOwn'; teacherId: number | null; modules: number[] };

export const visibilityFor = (variant: 'all' | 'visible' | 'allOrVisible', viewer: Viewer): Visibility =>
  variant === 'allOrVisible'
    ? {
        kind: 'visibleOrOwn',
        teacherId: viewer.teacherId,
        modules: [...viewer.modules].sort((a, b) => a - b),
      }
    : { kind: variant };
