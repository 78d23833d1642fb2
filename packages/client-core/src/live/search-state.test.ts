import { liveSearchQuery } from '@app/contract/live';
import { SEARCH_PAGE_SIZE } from '@app/contract/limits';
import { describe, expect, it } from 'vitest';
import {
  createSearchState,
  hasCriterion,
  resetSearch,
  summaryLine,
  toSearchQuery,
  toYmd,
  withDates,
  withKeyword,
  withTeachers,
} from './search-state';

const ctx = { liveId: 3, categoryId: 1, pageNum: 1 };

describe('search state', () => {
  it('starts with no criterion', () => {
    const s = createSearchState();
    expect(s).toEqual({ contentSearch: '', beginTime: null, endTime: null, teacherIds: [] });
    expect(hasCriterion(s)).toBe(false);
    expect(hasCriterion(withKeyword(s, '   '))).toBe(false);
  });

  it('any one of keyword, begin, end or teachers is a criterion', () => {
    const s = createSearchState();
    expect(hasCriterion(withKeyword(s, '茅台'))).toBe(true);
    expect(hasCriterion(withDates(s, '2026-11-01', null))).toBe(true);
    expect(hasCriterion(withDates(s, null, '2026-11-03'))).toBe(true);
    expect(hasCriterion(withTeachers(s, [5]))).toBe(true);
  });

  it('builds the search query, omitting what is empty', () => {
    const q = toSearchQuery(withKeyword(createSearchState(), '  茅台 '), { ...ctx, pageNum: 2 });
    expect(q).toEqual({ liveId: 3, categoryId: 1, pageNum: 2, pageSize: SEARCH_PAGE_SIZE, content: '茅台' });
    expect(Object.keys(q)).not.toContain('beginTime');
    expect(Object.keys(q)).not.toContain('teacherIds');
  });

  it('sends dates as YYYY-MM-DD and teachers as a comma list', () => {
    let s = withDates(createSearchState(), '2026-11-01', '2026-11-03');
    s = withTeachers(s, [5, 8, 5, 13]);
    const q = toSearchQuery(s, ctx);
    expect(q).toEqual({
      liveId: 3,
      categoryId: 1,
      pageNum: 1,
      pageSize: SEARCH_PAGE_SIZE,
      beginTime: '2026-11-01',
      endTime: '2026-11-03',
      teacherIds: '5,8,13',
    });
    // The server's schema accepts it as is.
    expect(liveSearchQuery.parse(q)).toMatchObject({ teacherIds: [5, 8, 13], beginTime: '2026-11-01' });
  });

  it('formats a picked Date as its calendar day', () => {
    expect(toYmd(new Date(2026, 10, 1, 23, 59))).toBe('2026-11-01');
    expect(toYmd(new Date(2026, 0, 9))).toBe('2026-01-09');
  });

  it('summarises the date range with the given word for a missing bound', () => {
    const s = createSearchState();
    expect(summaryLine(withDates(s, '2026-11-01', null), 'empty')).toBe('2026-11-01 ~ empty');
    expect(summaryLine(withDates(s, null, '2026-11-03'), '空')).toBe('空 ~ 2026-11-03');
    expect(summaryLine(withDates(s, '2026-11-01', '2026-11-03'), '空')).toBe('2026-11-01 ~ 2026-11-03');
    expect(summaryLine(s, '空')).toBe('空 ~ 空');
  });

  it('reset clears keyword, dates and teachers', () => {
    expect(resetSearch()).toEqual(createSearchState());
    expect(hasCriterion(resetSearch())).toBe(false);
  });
});
