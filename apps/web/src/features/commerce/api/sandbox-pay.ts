import { useQuery } from '@tanstack/react-query';
import type { SandboxPayInfo } from '@app/contract/commerce';
import { Api } from '@app/contract/paths';
import { getData, send } from '../../../lib/api-client';
import { commerceKeys } from './commerce-keys';

/** The order the sandbox cashier is about to pay. */
export function useSandboxPayInfo(orderNo: string | null) {
  return useQuery({
    queryKey: commerceKeys.sandbox(orderNo ?? ''),
    queryFn: ({ signal }) =>
      getData<SandboxPayInfo>(`${Api.paySandboxInfo}/${orderNo}`, undefined, { signal }),
    enabled: orderNo !== null,
    retry: false,
  });
}

/** The member confirms at the sandbox cashier; answers the order's status after the notification. */
export const confirmSandboxPay = (orderNo: string) =>
  send<{ status: string }>(Api.paySandboxConfirm, { orderNo });
