import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FinanceCalendar } from '@app/contract/markets';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { marketKeys } from './market-keys';

/** GET /api/finance/calendar/ver/2/list: a day's events (today in China when day is null). */
export const financeCalendarQueryOptions = (day: string | null) =>
  queryOptions({
    queryKey: [...marketKeys.all, 'calendar', day] as const,
    queryFn: ({ signal }) =>
      getData<FinanceCalendar>(Api.financeCalendar, day ? { day } : undefined, { signal }),
    staleTime: 0,
    // Actual values appear as their time passes.
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });

export const useFinanceCalendar = (day: string | null) => useQuery(financeCalendarQueryOptions(day));
