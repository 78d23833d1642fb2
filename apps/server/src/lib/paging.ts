/** A page as callers ask for it (SPEC §7): pageNum counts from 1. */
export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

/** Rows before the page: what a repository skips. */
export const offsetOf = (page: PageQuery): number => (page.pageNum - 1) * page.pageSize;
