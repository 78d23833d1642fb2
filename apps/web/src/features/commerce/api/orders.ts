import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Order, OrderQuote, OrderTab, PayChannel, PayStart } from '@app/contract/commerce';
import { Api } from '@app/contract/paths';
import { getData, send } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { commerceKeys } from './commerce-keys';

export interface OrderDraft {
  goodsId: number;
  couponId: number | null;
  points: number;
}

const draftBody = (draft: OrderDraft) => ({
  goodsId: draft.goodsId,
  ...(draft.couponId !== null ? { couponId: draft.couponId } : {}),
  ...(draft.points > 0 ? { points: draft.points } : {}),
});

/** The server's amounts for a draft (shown before the member commits; the server recomputes on create). */
export function useOrderQuote(draft: OrderDraft | null) {
  return useQuery({
    queryKey: commerceKeys.quote(draft?.goodsId ?? 0, draft?.couponId ?? null, draft?.points ?? 0),
    queryFn: ({ signal }) =>
      send<OrderQuote>(Api.orderQuote, draftBody(draft as OrderDraft), {
        signal,
        loading: false,
        toastOnError: false,
      }),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const createOrder = (draft: OrderDraft) => send<Order>(Api.orderCreate, draftBody(draft));
/** Without a channel the server uses the order's own, else its preferred one. */
/**
 * How WeChat Pay runs: inside WeChat as JSAPI (its H5 pay does not open there); inside the mini-program's
 * web-view with parameters for the mini-program's native pay page. The server finds the payer itself.
 */
export type PayVia = 'jsapi' | 'miniProgram';
export const payOrder = (orderNo: string, channel?: PayChannel, via?: PayVia) =>
  send<PayStart>(Api.orderPay, {
    orderNo,
    ...(channel ? { channel } : {}),
    ...(via ? { [via]: true } : {}),
  });

export const orderListQueryOptions = (tab: OrderTab) =>
  pagedQueryOptions<Order>({
    queryKey: commerceKeys.orderList(tab),
    url: Api.orderList,
    params: { status: tab },
  });

export function useOrderList(tab: OrderTab) {
  return useInfiniteQuery(orderListQueryOptions(tab));
}

export const orderQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: commerceKeys.order(orderNo),
    queryFn: ({ signal }) => getData<Order>(`${Api.orderInfo}/${orderNo}`, undefined, { signal }),
    retry: false,
  });

/** One order; pollWhilePending looks again every few seconds until a payment result arrives. */
export function useOrder(orderNo: string | null, opts: { pollWhilePending?: boolean } = {}) {
  return useQuery({
    ...orderQueryOptions(orderNo ?? ''),
    enabled: orderNo !== null,
    refetchInterval: (query) =>
      opts.pollWhilePending &&
      query.state.data?.status === 'PENDING_PAYMENT' &&
      query.state.data.channel !== 'sandbox'
        ? 3000
        : false,
  });
}

/** Cancel and refund answer the order as it is now; lists and wallet views refetch. */
export function useOrderAction<A extends unknown[]>(run: (...args: A) => Promise<Order>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => run(...args),
    onSuccess: (order) => {
      queryClient.setQueryData(commerceKeys.order(order.orderNo), order);
      void queryClient.invalidateQueries({ queryKey: commerceKeys.orders() });
      void queryClient.invalidateQueries({ queryKey: commerceKeys.wallet() });
    },
  });
}

export const cancelOrder = (orderNo: string) => send<Order>(Api.orderCancel, { orderNo });
export const refundOrder = (orderNo: string, reason: string) =>
  send<Order>(Api.orderRefund, { orderNo, reason });
