import type { CouponStatus, OrderTab } from '@app/contract/commerce';

export const commerceKeys = {
  all: ['commerce'] as const,
  goodsList: () => [...commerceKeys.all, 'goods', 'list'] as const,
  goods: (id: number) => [...commerceKeys.all, 'goods', id] as const,
  goodsForModule: (moduleId: number) => [...commerceKeys.all, 'goods', 'module', moduleId] as const,
  orders: () => [...commerceKeys.all, 'orders'] as const,
  orderList: (tab: OrderTab) => [...commerceKeys.orders(), 'list', tab] as const,
  order: (orderNo: string) => [...commerceKeys.orders(), 'one', orderNo] as const,
  quote: (goodsId: number, couponId: number | null, points: number) =>
    [...commerceKeys.all, 'quote', goodsId, couponId, points] as const,
  wallet: () => [...commerceKeys.all, 'wallet'] as const,
  coupons: (status: CouponStatus, goodsId?: number) =>
    [...commerceKeys.wallet(), 'coupons', status, goodsId ?? 0] as const,
  couponCount: () => [...commerceKeys.wallet(), 'coupons', 'count'] as const,
  points: () => [...commerceKeys.wallet(), 'points'] as const,
  sandbox: (orderNo: string) => [...commerceKeys.all, 'sandbox', orderNo] as const,
};
