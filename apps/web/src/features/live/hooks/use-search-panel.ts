import { useCallback, useRef, useState } from 'react';
import {
  createSearchState,
  hasCriterion,
  toSearchQuery,
  type SearchState,
} from '@app/client-core/live/search-state';
import { SEARCH_PAGE_SIZE } from '@app/contract/limits';
import type { LiveMessage } from '@app/contract/live';
import { Msg } from '@app/contract/messages';
import { showToast } from '../../../lib/toast';
import { searchLiveMessages } from '../api/search-live-messages';

export interface SearchResults {
  status: 'idle' | 'loading' | 'ready' | 'error';
  rows: LiveMessage[];
  total: number;
  pageNum: number;
}

const IDLE: SearchResults = { status: 'idle', rows: [], total: 0, pageNum: 0 };

export interface SearchPanelState {
  criteria: SearchState;
  results: SearchResults;
  hasMore: boolean;
  setKeyword(keyword: string): void;
  /** Changes dates or teachers; a search already shown runs again with them (page 1). */
  update(patch: Partial<Omit<SearchState, 'contentSearch'>>): void;
  /** The 搜索 action: needs at least one criterion (SPEC §5). */
  submit(): void;
  loadMore(): Promise<void>;
  /** Closing the panel: results, page and keyword go (SPEC §2); dates and teachers stay chosen. */
  resetOnClose(): void;
}

/** Chat-record search (SPEC §2, §4): criteria, paged results newest first (50 a page), load more. */
export function useSearchPanel(liveId: number, categoryId: number): SearchPanelState {
  const [criteria, setCriteria] = useState<SearchState>(createSearchState);
  const [results, setResults] = useState<SearchResults>(IDLE);
  // Answers to an older search (or one made before a reset) are dropped.
  const ticket = useRef(0);
  // Load more continues the search that was run, not criteria edited since.
  const searched = useRef<SearchState>(criteria);

  const run = useCallback(
    async (state: SearchState, pageNum: number) => {
      const mine = pageNum === 1 ? ++ticket.current : ticket.current;
      if (pageNum === 1) {
        searched.current = state;
        setResults({ ...IDLE, status: 'loading' });
      }
      try {
        const page = await searchLiveMessages(toSearchQuery(state, { liveId, categoryId, pageNum }));
        if (mine !== ticket.current) return;
        setResults((prev) => ({
          status: 'ready',
          rows: pageNum === 1 ? page.rows : [...prev.rows, ...page.rows],
          total: page.total,
          pageNum,
        }));
      } catch (error) {
        if (mine !== ticket.current) return;
        if (pageNum === 1) setResults({ ...IDLE, status: 'error' });
        throw error;
      }
    },
    [liveId, categoryId],
  );

  const submit = () => {
    if (!hasCriterion(criteria)) {
      showToast(Msg.searchEmpty);
      return;
    }
    void run(criteria, 1).catch(() => undefined);
  };

  const update = (patch: Partial<Omit<SearchState, 'contentSearch'>>) => {
    const next = { ...criteria, ...patch };
    setCriteria(next);
    if (results.status === 'idle') return;
    if (hasCriterion(next)) void run(next, 1).catch(() => undefined);
    else {
      ticket.current += 1;
      setResults(IDLE);
    }
  };

  const hasMore =
    results.status === 'ready' &&
    results.rows.length < results.total &&
    results.rows.length >= results.pageNum * SEARCH_PAGE_SIZE;

  return {
    criteria,
    results,
    hasMore,
    setKeyword: (keyword) => setCriteria((prev) => ({ ...prev, contentSearch: keyword })),
    update,
    submit,
    loadMore: () => run(searched.current, results.pageNum + 1),
    resetOnClose: () => {
      ticket.current += 1;
      setResults(IDLE);
      setCriteria((prev) => ({ ...prev, contentSearch: '' }));
    },
  };
}
