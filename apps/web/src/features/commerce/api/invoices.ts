import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice, InvoiceBody } from '@app/contract/commerce';
import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paged-fetch';
import { commerceKeys } from './commerce-keys';

export const invoiceListQueryOptions = () =>
  pagedQueryOptions<Invoice>({ queryKey: [...commerceKeys.all, 'invoices'], url: Api.orderInvoiceList });

/** My invoices; while one is being issued, the list looks again every few seconds. */
export function useInvoiceList() {
  return useInfiniteQuery({
    ...invoiceListQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.rows.some((row) => row.status === 'REQUESTED'))
        ? 2000
        : false,
  });
}

export function useRequestInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceBody) => send<Invoice>(Api.orderInvoice, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...commerceKeys.all, 'invoices'] });
      void queryClient.invalidateQueries({ queryKey: commerceKeys.orders() });
    },
  });
}
