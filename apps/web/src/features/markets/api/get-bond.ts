import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BondDetail } from '@app/contract/markets';
import { Api } from '@app/contract/paths';
import { getData } from '../../../lib/api-client';
import { marketKeys } from './market-keys';

/** GET /api/bond/ver/2/info/{id}: one convertible bond with its terms and pure bond value. */
export const bondQueryOptions = (id: number) =>
  queryOptions({
    queryKey: marketKeys.bond(id),
    queryFn: ({ signal }) => getData<BondDetail>(`${Api.bondInfo}/${id}`, undefined, { signal }),
    staleTime: 0,
  });

export const useBond = (id: number | null) =>
  useQuery({ ...bondQueryOptions(id ?? 0), enabled: id !== null });
