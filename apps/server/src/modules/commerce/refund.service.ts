import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CommerceMsg, REFUND_AUTO_APPROVE_DAYS, type PayChannel } from '@app/contract/commerce';
import { Pages } from '@app/contract/pages';
import type { OrderRow } from '../../db/schema/commerce';
import { ConflictError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { PaymentProvider } from '../../providers/payment/payment-provider';
import type { AccessService } from '../access/access.service';
import type { PushNotice } from '../push/push.service';
import type { GoodsRepository } from './goods.repository';
import type { OrderRepository } from './order.repository';
import { addCycle } from './pricing';

const DAY_MS = 86_400_000;

/** The refund's number at the provider (out_refund_no: at most 32 characters). */
const newRefundNo = (orderNo: string) => `R${orderNo}${randomBytes(3).toString('hex')}`.slice(0, 32);

/**
 * Refunds of paid orders: the member's request (executed at once within REFUND_AUTO_APPROVE_DAYS of payment,
 * else left for review), the operator's review, and completion when the provider confirms. Completing takes
 * back the access the order added and tells the member; each step moves the order under a conditional
 * update, so a replayed notification or a second instance changes nothing.
 */
export function createRefunds(deps: {
  orders: OrderRepository;
  goods: GoodsRepository;
  access: Pick<AccessService, 'grant' | 'revokeGrant' | 'grantExpiry'>;
  providers: Map<PayChannel, PaymentProvider>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Voids the order's invoice once its refund went through (红冲); never undoes the refund. */
  voidInvoice?: (orderId: number) => Promise<void>;
  /** Tells the member; never throws (a failed notification never undoes the refund). */
  tell: (memberId: number, notice: PushNotice) => Promise<unknown> | undefined;
}) {
  const { orders, goods, access, providers, clock, log, tell } = deps;

  /** Takes back exactly the stretch of access the order added; a grant that then ends now is revoked. */
  async function unfulfil(order: OrderRow): Promise<void> {
    if (!order.accessFrom) return;
    const product = await goods.byId(order.goodsId);
    const now = clock.now();
    const durationMs =
      addCycle(order.accessFrom, order.cycle, order.cycleUnit).getTime() - order.accessFrom.getTime();
    for (const module of product?.modules ?? []) {
      const current = await access.grantExpiry(order.memberId, module.id);
      if (!current) continue; // none left, or held without end from elsewhere
      const end = new Date(current.getTime() - durationMs);
      if (end <= now) await access.revokeGrant(order.memberId, module.id);
      else await access.grant(order.memberId, module.id, end);
    }
  }

  async function complete(orderNo: string): Promise<void> {
    const refunded = await orders.completeRefund(orderNo, clock.now());
    if (!refunded) return;
    await unfulfil(refunded);
    await deps.voidInvoice?.(refunded.id).catch((error: unknown) => {
      log.error(
        { err: error, orderNo },
        'voiding the invoice of a refunded order failed (the sweep retries)',
      );
    });
    await tell(refunded.memberId, {
      kind: 'orderRefunded',
      title: CommerceMsg.noticeRefundedTitle,
      body: CommerceMsg.noticeRefundedBody(refunded.goodsTitle),
      link: Pages.orderList,
    });
  }

  async function execute(order: OrderRow): Promise<void> {
    if (order.payAmountFen === 0 || order.channel === 'none') return complete(order.orderNo);
    const provider = providers.get(order.channel as PayChannel);
    if (!provider) {
      log.error(
        { orderNo: order.orderNo, channel: order.channel },
        'refund: the order’s payment channel is not configured',
      );
      return;
    }
    const result = await provider.refund({
      orderNo: order.orderNo,
      refundNo: order.refundNo as string,
      amountFen: order.payAmountFen,
      totalFen: order.payAmountFen,
      reason: order.refundReason ?? '',
    });
    if (result === 'SUCCESS') await complete(order.orderNo);
  }

  return {
    complete,

    /** The member asks for a refund of their own order (already looked up as theirs). */
    async request(memberId: number, order: OrderRow, reason: string) {
      const now = clock.now();
      const recent =
        order.paidAt !== null && now.getTime() - order.paidAt.getTime() <= REFUND_AUTO_APPROVE_DAYS * DAY_MS;
      const moved = await orders.requestRefund(order.id, memberId, {
        reason,
        refundNo: newRefundNo(order.orderNo),
        review: !recent,
        at: now,
      });
      if (!moved) throw new ConflictError(CommerceMsg.orderNotRefundable);
      if (recent) await execute(moved);
      return (await orders.forMember(memberId, order.orderNo)) ?? orders.withExtras(moved);
    },

    /** The service refunds a paid order of its own accord (no review), recording why on the order. */
    async refundNow(order: OrderRow, reason: string): Promise<void> {
      const moved = await orders.requestRefund(order.id, order.memberId, {
        reason,
        refundNo: newRefundNo(order.orderNo),
        review: false,
        at: clock.now(),
      });
      if (moved) await execute(moved);
    },

    /** An operator approves or rejects a refund that waited for review. */
    async review(orderNo: string, approve: boolean, reason: string | undefined) {
      const moved = approve
        ? await orders.approveRefund(orderNo)
        : await orders.rejectRefund(orderNo, reason ?? '');
      if (!moved) throw new ConflictError(CommerceMsg.orderNotRefundable);
      if (approve) await execute(moved);
      const after = await orders.byOrderNo(orderNo);
      return orders.withExtras(after ?? moved);
    },
  };
}
