import type { PageQuery } from '@app/contract/envelope';

/** A page as callers ask for it (SPEC §7): pageNum counts from 1. The contract's `pageQuery` says so. */
export type { PageQuery };

/** Rows before the page: what a repository skips. */
export const offsetOf = (page: PageQuery): number => (page.pageNum - 1) * page.pageSize;
