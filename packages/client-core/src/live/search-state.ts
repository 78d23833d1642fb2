import type { LiveSearchQuery } from '@app/contract/live';
import { SEARCH_PAGE_SIZE } from '@app/contract/limits';

/** SPEC §3 search state: keyword, date range (YYYY-MM-DD, inclusive days) and chosen teachers. */
export interface SearchState {
  contentSearch: string;
  beginTime: string | null;
  endTime: string | null;
  teacherIds: number[];
}

export function createSearchState(): SearchState {
  return { contentSearch: '', beginTime: null, endTime: null, teacherIds: [] };
}

/** Closing the panel starts over: no keyword, no dates, no teachers. */
export function resetSearch(): SearchState {
  return createSearchState();
}

/** SPEC §5: a search needs a keyword, a begin or end date, or a chosen teacher (else Msg.searchEmpty). */
export function hasCriterion(s: SearchState): boolean {
  return s.contentSearch.trim() !== '' || !!s.beginTime || !!s.endTime || s.teacherIds.length > 0;
}

/** The query of /api/live/message/get/list/search; empty criteria are omitted (SPEC §5). */
export function toSearchQuery(
  s: SearchState,
  ctx: { liveId: number; categoryId: number; pageNum: number },
): LiveSearchQuery {
  const query: LiveSearchQuery = {
    liveId: ctx.liveId,
    categoryId: ctx.categoryId,
    pageNum: ctx.pageNum,
    pageSize: SEARCH_PAGE_SIZE,
  };
  const content = s.contentSearch.trim();
  if (content) query.content = content;
  if (s.beginTime) query.beginTime = s.beginTime;
  if (s.endTime) query.endTime = s.endTime;
  if (s.teacherIds.length > 0) query.teacherIds = [...new Set(s.teacherIds)].join(',');
  return query;
}

/** The date-range line, e.g. '2026-11-01 ~ empty', with emptyWord standing for a missing bound. */
export function summaryLine(s: SearchState, emptyWord: string): string {
  return `${s.beginTime || emptyWord} ~ ${s.endTime || emptyWord}`;
}

/** Calendar day of a picker's Date in the device's time zone, as YYYY-MM-DD. */
export function toYmd(date: Date): string {
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${mm}-${dd}`;
}

export function withKeyword(s: SearchState, contentSearch: string): SearchState {
  return { ...s, contentSearch };
}

export function withDates(s: SearchState, beginTime: string | null, endTime: string | null): SearchState {
  return { ...s, beginTime, endTime };
}

export function withTeachers(s: SearchState, teacherIds: readonly number[]): SearchState {
  return { ...s, teacherIds: [...new Set(teacherIds)] };
}
