import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { GoodsItem } from '@app/contract/commerce';
import { Api } from '@app/contract/paths';
import { getData, getRows } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { commerceKeys } from './commerce-keys';

export const goodsListQueryOptions = () =>
  pagedQueryOptions<GoodsItem>({ queryKey: commerceKeys.goodsList(), url: Api.goodsList });

export function useGoodsList() {
  return useInfiniteQuery(goodsListQueryOptions());
}

export const goodsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: commerceKeys.goods(id),
    queryFn: ({ signal }) => getData<GoodsItem>(`${Api.goodsInfo}/${id}`, undefined, { signal }),
    retry: false,
  });

export function useGoods(id: number | null) {
  return useQuery({ ...goodsQueryOptions(id ?? 0), enabled: id !== null });
}

/** The products that unlock a module (the no-permission page offers them). */
export function useGoodsForModule(moduleId: number | null) {
  return useQuery({
    queryKey: commerceKeys.goodsForModule(moduleId ?? 0),
    queryFn: ({ signal }) => getRows<GoodsItem>(`${Api.goodsListModule}/${moduleId}`, undefined, { signal }),
    enabled: moduleId !== null,
  });
}
