import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Pages } from '@app/contract/pages';
import type { Clock } from '../../lib/clock';
import type { NotifyReply, PaymentProvider, RawNotification, VerifiedNotification } from './payment-provider';

/** Notifications older than this are refused (a captured one cannot be replayed later). */
const MAX_AGE_MS = 5 * 60_000;
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_TIMESTAMP_HEADER = 'x-sandbox-timestamp';

interface SandboxEvent {
  id: string;
  kind: 'payment' | 'refund';
  orderNo: string;
  tradeNo?: string;
  refundNo?: string;
  amountFen?: number;
  success: boolean;
}

const header = (raw: RawNotification, name: string) => {
  const value = raw.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The embedded default (模拟支付): no money moves. The cashier page of this app stands in for the provider's;
 * when the member confirms there, the sandbox signs a notification with the install's secret (HMAC-SHA256)
 * and delivers it to the same notify endpoint a real provider calls, so the order goes through the very
 * path real payments take.
 */
export function createSandboxProvider(deps: {
  secret: Buffer;
  clock: Clock;
  /** Posts a signed notification to POST /api/pay/notify/sandbox. */
  deliver(body: string, headers: Record<string, string>): Promise<void>;
}): PaymentProvider & {
  confirm(orderNo: string, amountFen: number): Promise<void>;
  sign(body: string, timestamp: string): string;
} {
  const sign = (body: string, timestamp: string) =>
    createHmac('sha256', deps.secret).update(`${timestamp}\n${body}`).digest('base64');
  const send = async (event: SandboxEvent) => {
    const body = JSON.stringify(event);
    const timestamp = String(deps.clock.now().getTime());
    await deps.deliver(body, {
      'content-type': 'application/json',
      [SANDBOX_TIMESTAMP_HEADER]: timestamp,
      [SANDBOX_SIGNATURE_HEADER]: sign(body, timestamp),
    });
  };
  return {
    channel: 'sandbox',
    sign,
    async start(request) {
      return { payUrl: `${Pages.payment}?orderNo=${encodeURIComponent(request.orderNo)}`, params: null };
    },
    async confirm(orderNo, amountFen) {
      await send({
        id: randomUUID(),
        kind: 'payment',
        orderNo,
        tradeNo: `SANDBOX${Date.now()}${Math.floor(Math.random() * 1e6)}`,
        amountFen,
        success: true,
      });
    },
    async verifyNotification(raw): Promise<VerifiedNotification | null> {
      const timestamp = header(raw, SANDBOX_TIMESTAMP_HEADER);
      const signature = header(raw, SANDBOX_SIGNATURE_HEADER);
      if (!timestamp || !signature || !/^\d{1,16}$/.test(timestamp)) return null;
      if (Math.abs(deps.clock.now().getTime() - Number(timestamp)) > MAX_AGE_MS) return null;
      const expected = Buffer.from(sign(raw.body, timestamp));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      let event: SandboxEvent;
      try {
        event = JSON.parse(raw.body) as SandboxEvent;
      } catch {
        return null;
      }
      if (typeof event.id !== 'string' || typeof event.orderNo !== 'string') return null;
      if (event.kind === 'payment' && typeof event.amountFen === 'number' && event.tradeNo)
        return {
          kind: 'payment',
          notifyId: event.id,
          orderNo: event.orderNo,
          tradeNo: event.tradeNo,
          amountFen: event.amountFen,
          success: event.success === true,
        };
      if (event.kind === 'refund' && event.refundNo)
        return {
          kind: 'refund',
          notifyId: event.id,
          orderNo: event.orderNo,
          refundNo: event.refundNo,
          success: event.success === true,
        };
      return null;
    },
    async refund(request) {
      // The sandbox gives the (simulated) money back at once and says so the way providers do: by notification.
      await send({
        id: randomUUID(),
        kind: 'refund',
        orderNo: request.orderNo,
        refundNo: request.refundNo,
        success: true,
      });
      return 'PROCESSING';
    },
    reply(accepted, message): NotifyReply {
      return accepted
        ? { status: 200, contentType: 'application/json', body: '{"code":"SUCCESS"}' }
        : {
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'FAIL', message: message ?? 'rejected' }),
          };
    },
  };
}
