/** SPEC §4 list status: loading, then nomore once a page comes back short. */
export type ListStatus = 'loading' | 'more' | 'nomore' | 'error';

export interface PagerState<T> {
  rows: T[];
  /** Next page to ask for. */
  pageNum: number;
  status: ListStatus;
}

export function nextStatus(rowsReturned: number, pageSize: number): ListStatus {
  return rowsReturned < pageSize ? 'nomore' : 'more';
}

export function createPagerState<T>(): PagerState<T> {
  return { rows: [], pageNum: 1, status: 'loading' };
}

/** Changing category, search or filters starts over: page 1, empty, loading. */
export function resetPager<T>(): PagerState<T> {
  return createPagerState<T>();
}

/** Folds one fetched page in; page 1 replaces the list, later pages append. */
export function applyPage<T>(
  state: PagerState<T>,
  rows: readonly T[],
  pageNum: number,
  pageSize: number,
): PagerState<T> {
  return {
    rows: pageNum <= 1 ? [...rows] : [...state.rows, ...rows],
    pageNum: pageNum + 1,
    status: nextStatus(rows.length, pageSize),
  };
}

/** A failed page keeps what is shown, so the user can retry the same page. */
export function failPage<T>(state: PagerState<T>): PagerState<T> {
  return { ...state, status: 'error' };
}
