import type { OrderStatus } from '@app/contract/commerce';
import { Api } from '@app/contract/paths';
import { send } from '../../../lib/api-client';

/** The member confirms at the sandbox cashier; answers the order's status after the notification. */
export const confirmSandboxPay = (orderNo: string) =>
  send<{ status: OrderStatus }>(Api.paySandboxConfirm, { orderNo });
