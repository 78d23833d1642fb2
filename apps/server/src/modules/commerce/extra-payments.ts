import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CommerceMsg, fenToYuan, type PayChannel } from '@app/contract/commerce';
import type { OrderExtraPaymentRow, OrderRow } from '../../db/schema/commerce';
import type { Clock } from '../../lib/clock';
import type { PaymentProvider } from '../../providers/payment/payment-provider';
import type { ExtraPaymentRepository } from './extra-payment.repository';

/** The refund's number for one transaction: the same on every resend, so the provider refunds it once. */
const refundNoOf = (orderNo: string, channel: string, tradeNo: string) =>
  `D${orderNo}${createHash('sha256').update(`${channel}\n${tradeNo}`).digest('hex')}`.slice(0, 32);

/**
 * Payments an order did not need: a second successful payment (another channel, or another transaction) for
 * an order already paid, or one for an order closed or refunded meanwhile. Each goes back through the channel
 * that took it, shows on the order, is logged at warn and told to operators, once per transaction.
 */
export function createExtraPayments(deps: {
  repo: ExtraPaymentRepository;
  providers: Map<PayChannel, PaymentProvider>;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { repo, providers, clock, log } = deps;

  async function refund(row: OrderExtraPaymentRow, orderNo: string): Promise<void> {
    const provider = providers.get(row.channel as PayChannel);
    try {
      if (!provider) throw new Error(`channel ${row.channel} is not configured`);
      const result = await provider.refund({
        orderNo,
        refundNo: row.refundNo,
        tradeNo: row.tradeNo,
        amountFen: row.amountFen,
        totalFen: row.amountFen,
        reason: CommerceMsg.extraPaymentRefundReason,
      });
      if (result === 'SUCCESS') await repo.markRefunded(row.refundNo, clock.now());
    } catch (error) {
      log.error(
        { err: error, orderNo, channel: row.channel, tradeNo: row.tradeNo },
        'extra payment refund failed',
      );
      await repo.markFailed(row.id);
    }
  }

  return {
    /** A verified successful payment that did not move the order to PAID (`order` read after that attempt). */
    async handle(
      order: OrderRow,
      channel: PayChannel,
      payment: { tradeNo: string; amountFen: number },
    ): Promise<void> {
      if (order.status === 'PENDING_PAYMENT') return;
      // The payment that paid the order, notified again under another id: nothing extra.
      if (order.channel === channel && order.tradeNo === payment.tradeNo) return;
      const { row, fresh } = await repo.record(
        {
          orderId: order.id,
          channel,
          tradeNo: payment.tradeNo,
          amountFen: payment.amountFen,
          refundNo: refundNoOf(order.orderNo, channel, payment.tradeNo),
          createdAt: clock.now(),
        },
        CommerceMsg.operatorExtraPayment(
          order.orderNo,
          channel,
          payment.tradeNo,
          fenToYuan(payment.amountFen),
        ),
      );
      if (fresh)
        log.warn(
          {
            orderNo: order.orderNo,
            status: order.status,
            paidBy: order.channel,
            channel,
            tradeNo: payment.tradeNo,
            amountFen: payment.amountFen,
          },
          'a second payment for an order already paid or closed: refunding it',
        );
      // A refund that failed is tried again when the provider resends; one under way is left alone.
      if (fresh || row.refundStatus === 'FAILED') await refund(row, order.orderNo);
    },

    /** A refund notification: true when it was for an extra payment (then the order itself is not touched). */
    async refunded(refundNo: string): Promise<boolean> {
      const row = await repo.byRefundNo(refundNo);
      if (!row) return false;
      await repo.markRefunded(refundNo, clock.now());
      return true;
    },
  };
}
export type ExtraPayments = ReturnType<typeof createExtraPayments>;
