import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Coupon, CouponStatus, PointsEntry } from '@app/contract/commerce';
import { Api } from '@app/contract/paths';
import { getPage, getRows, request } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { commerceKeys } from './commerce-keys';

export const couponListQueryOptions = (status: CouponStatus) =>
  pagedQueryOptions<Coupon>({
    queryKey: commerceKeys.coupons(status),
    url: Api.memberCouponList,
    params: { status },
  });

export function useCouponList(status: CouponStatus) {
  return useInfiniteQuery(couponListQueryOptions(status));
}

/** Unused coupons with whether each applies to the product (the order page's picker). */
export function useCouponsFor(goodsId: number | null) {
  return useQuery({
    queryKey: commerceKeys.coupons('unused', goodsId ?? 0),
    queryFn: ({ signal }) =>
      getRows<Coupon>(Api.memberCouponList, { status: 'unused', goodsId, pageSize: 100 }, { signal }),
    enabled: goodsId !== null,
  });
}

export const pointsLedgerQueryOptions = () =>
  pagedQueryOptions<PointsEntry>({ queryKey: commerceKeys.points(), url: Api.memberPointsList });

export function usePointsLedger() {
  return useInfiniteQuery(pointsLedgerQueryOptions());
}

/** The balance travels beside the ledger's rows (the first page answers it). */
export function usePointsBalance(enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...commerceKeys.points(), 'balance'],
    queryFn: async ({ signal }) =>
      (
        await request<{ balance: number }>({
          url: Api.memberPointsList,
          params: { pageNum: 1, pageSize: 1 },
          loading: false,
          toastOnError: false,
          signal,
        })
      ).balance,
  });
}

/** How many coupons the member can still use (unused, not expired): the total of a one-row page. */
export function useUsableCouponCount(enabled: boolean) {
  return useQuery({
    queryKey: commerceKeys.couponCount(),
    queryFn: async ({ signal }) =>
      (await getPage<Coupon>(Api.memberCouponList, { status: 'unused', pageNum: 1, pageSize: 1 }, { signal }))
        .total,
    enabled,
  });
}
