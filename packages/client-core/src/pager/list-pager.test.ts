import { describe, expect, it } from 'vitest';
import { applyPage, createPagerState, failPage, nextStatus, resetPager } from './list-pager';

describe('list pager', () => {
  it('says nomore once a page comes back short', () => {
    expect(nextStatus(20, 20)).toBe('more');
    expect(nextStatus(19, 20)).toBe('nomore');
    expect(nextStatus(0, 20)).toBe('nomore');
  });

  it('starts at page 1, empty and loading', () => {
    expect(createPagerState()).toEqual({ rows: [], pageNum: 1, status: 'loading' });
    expect(resetPager()).toEqual({ rows: [], pageNum: 1, status: 'loading' });
  });

  it('appends later pages and replaces on page 1', () => {
    let state = createPagerState<number>();
    state = applyPage(state, [1, 2], 1, 2);
    expect(state).toEqual({ rows: [1, 2], pageNum: 2, status: 'more' });
    state = applyPage(state, [3], 2, 2);
    expect(state).toEqual({ rows: [1, 2, 3], pageNum: 3, status: 'nomore' });
    state = applyPage(state, [9, 8], 1, 2);
    expect(state.rows).toEqual([9, 8]);
  });

  it('keeps rows on failure so the same page can be retried', () => {
    const state = failPage(applyPage(createPagerState<number>(), [1, 2], 1, 2));
    expect(state).toEqual({ rows: [1, 2], pageNum: 2, status: 'error' });
  });
});
