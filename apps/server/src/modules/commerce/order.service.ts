import { riskLevelAtLeast, type RiskLevel } from '@app/contract/interactive';
import { ResultCode } from '@app/contract/result-code';
import { Pages } from '@app/contract/pages';
import type { PushNotice } from '../push/push.service';
import type { FastifyBaseLogger } from 'fastify';
import {
  CommerceMsg,
  ORDER_PAY_TIMEOUT_MS,
  POINTS_FEN_PER_POINT,
  type OrderCreateBody,
  type OrderQuote,
  type OrderTab,
  type PayChannel,
  type PayStart,
} from '@app/contract/commerce';
import type { OrderRow } from '../../db/schema/commerce';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { offsetOf, type PageQuery } from '../../lib/paging';
import type { JsapiPayer, PaymentProvider, RawNotification } from '../../providers/payment/payment-provider';
import type { AccessService } from '../access/access.service';
import type { GoodsRepository } from './goods.repository';
import type { OrderRepository } from './order.repository';
import { addCycle, couponApplies, couponOff, newOrderNo, pointsEarned, pointsMax } from './pricing';
import type { ExtraPayments } from './extra-payments';
import { createRefunds } from './refund.service';
import type { WalletRepository } from './wallet.repository';

/** What a notification needs: the push module's notify. */
export type Notify = (memberId: number, notice: PushNotice) => Promise<unknown>;

/** Paid orders left unfulfilled this long (a crash between payment and grant) are completed by the sweep. */
const FULFIL_RETRY_AFTER_MS = 60_000;
const SWEEP_BATCH = 100;

export function createOrderService(deps: {
  orders: OrderRepository;
  goods: GoodsRepository;
  wallet: WalletRepository;
  access: Pick<AccessService, 'grant' | 'revokeGrant' | 'grantExpiry' | 'grantWithin' | 'grantsChanged'>;
  providers: Map<PayChannel, PaymentProvider>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Tells the member (the notification list) that an order was paid or refunded. */
  notify?: Notify;
  /** Voids a refunded order's invoice (invoice service). */
  voidInvoice?: (orderId: number) => Promise<void>;
  /** Payments an order did not need (paid twice, or after it closed): refunded and told to operators. */
  extraPayments: Pick<ExtraPayments, 'handle' | 'refunded'>;
  /** The member's current risk test (interactive module), for products with a risk level. */
  riskProfile?: (memberId: number) => Promise<{ level: RiskLevel; expired: boolean } | null>;
}) {
  const { orders, goods, wallet, access, providers, clock, log } = deps;
  // A failed notification never undoes the payment or refund it reports.
  const tell = (memberId: number, notice: Parameters<Notify>[1]) =>
    deps
      .notify?.(memberId, notice)
      .catch((error: unknown) => log.warn({ err: error }, 'order notification failed'));

  async function quote(memberId: number, body: OrderCreateBody): Promise<OrderQuote> {
    const goodsId = Number(body.goodsId);
    const product = await goods.byId(goodsId);
    if (!product || product.goods.onSale !== 1) throw new NotFoundError(CommerceMsg.goodsNotFound);
    const now = clock.now();
    const priceFen = product.goods.priceFen;
    let couponFen = 0;
    let couponId: number | null = null;
    if (body.couponId !== undefined) {
      const coupon = await wallet.coupon(memberId, Number(body.couponId));
      // Another member's coupon answers like a used or missing one.
      const usable =
        coupon &&
        coupon.orderId === null &&
        coupon.usedAt === null &&
        coupon.startsAt <= now &&
        coupon.expiresAt > now &&
        couponApplies(coupon, priceFen);
      if (!usable) throw new ValidationError(CommerceMsg.couponUnusable);
      couponFen = couponOff(coupon, priceFen);
      couponId = coupon.id;
    }
    const afterCoupon = priceFen - couponFen;
    const balance = await wallet.balance(memberId);
    const max = pointsMax(afterCoupon, balance);
    const points = body.points === undefined ? 0 : Number(body.points);
    // A balance below zero (a refund's debt) refuses any points, not an order without them.
    if (points > 0 && points > balance) throw new ValidationError(CommerceMsg.pointsNotEnough);
    if (points > max) throw new ValidationError(CommerceMsg.pointsTooMany(max));
    const pointsFen = points * POINTS_FEN_PER_POINT;
    return {
      goodsId,
      priceFen,
      couponId,
      couponFen,
      pointsUsed: points,
      pointsFen,
      pointsMax: max,
      pointsBalance: balance,
      payAmountFen: afterCoupon - pointsFen,
      channels: channels(),
      riskCheck: await riskCheckOf(memberId, product.goods.minRiskLevel ?? null),
    };
  }

  /** 适当性管理: a product with a risk level is sold only to members whose current test reaches it. */
  async function riskCheckOf(memberId: number, required: RiskLevel | null): Promise<OrderQuote['riskCheck']> {
    if (!required || !deps.riskProfile) return null;
    const profile = await deps.riskProfile(memberId);
    if (!profile) return { required, held: null, reason: 'missing' };
    if (profile.expired) return { required, held: profile.level, reason: 'expired' };
    if (!riskLevelAtLeast(profile.level, required)) return { required, held: profile.level, reason: 'low' };
    return null;
  }

  /** The risk check of a product for a member now (null: suitable, or the product asks for no level). */
  async function riskCheckFor(memberId: number, goodsId: number): Promise<OrderQuote['riskCheck']> {
    const product = await goods.byId(goodsId);
    return riskCheckOf(memberId, product?.goods.minRiskLevel ?? null);
  }

  /** Refuses with the risk test's own message (missing, expired, or a level below the product's). */
  function refuseUnsuitable(check: NonNullable<OrderQuote['riskCheck']>): never {
    const say = {
      missing: CommerceMsg.riskMissing,
      expired: CommerceMsg.riskExpired,
      low: CommerceMsg.riskLow,
    };
    throw new AppError(ResultCode.forbidden, say[check.reason](check.required), { riskCheck: check });
  }

  /** Closes one timed-out order (if nobody did yet) and the provider's side of it; answers whether this call did. */
  const closeTimedOut = async (id: number, now: Date): Promise<boolean> => {
    const row = await orders.close(id, 'timeout', now);
    if (!row) return false;
    await providers
      .get(row.channel as PayChannel)
      ?.close?.(row.orderNo)
      .catch((error: unknown) => {
        log.warn({ err: error, orderNo: row.orderNo }, 'provider close failed after time-out');
      });
    return true;
  };

  /** Real providers first: the sandbox is for demos and development. */
  const channels = () =>
    [...providers.keys()].sort((a, b) => Number(a === 'sandbox') - Number(b === 'sandbox'));
  const preferredChannel = () => channels()[0];

  /** A member's own orders past their time close as they are read, whenever the sweep last ran. */
  const closeDueOf = async (memberId: number) => {
    const now = clock.now();
    for (const { id } of await orders.expiredPending(now, SWEEP_BATCH, memberId))
      await closeTimedOut(id, now);
  };

  const mineOrMissing = async (memberId: number, orderNo: string) => {
    await closeDueOf(memberId);
    const found = await orders.forMember(memberId, orderNo);
    // Another member's order answers exactly like a missing one.
    if (!found) throw new NotFoundError(CommerceMsg.orderNotFound);
    return found;
  };

  /**
   * Grants every module of the order's product for one cycle (extending a grant still running). The claim,
   * the points and the grants commit together: a failure leaves the order PAID and nothing granted.
   */
  async function fulfil(order: OrderRow): Promise<boolean> {
    const now = clock.now();
    const product = await goods.byId(order.goodsId);
    const durationMs = addCycle(now, order.cycle, order.cycleUnit).getTime() - now.getTime();
    let until = new Date(now.getTime() + durationMs);
    const grants: { moduleId: number; end: Date }[] = [];
    for (const module of product?.modules ?? []) {
      const current = await access.grantExpiry(order.memberId, module.id);
      if (current === null) continue; // held without end: nothing to add
      const from = current && current > now ? current : now;
      const end = new Date(from.getTime() + durationMs);
      grants.push({ moduleId: module.id, end });
      if (end > until) until = end;
    }
    const claimed = await orders.markFulfilled(
      order,
      { accessFrom: now, accessUntil: until, pointsEarned: pointsEarned(order.payAmountFen), at: now },
      async (tx) => {
        for (const { moduleId, end } of grants) await access.grantWithin(tx, order.memberId, moduleId, end);
      },
    );
    if (claimed && grants.length > 0) await access.grantsChanged(order.memberId);
    return claimed !== null;
  }

  /**
   * Fulfils a paid order, unless the member no longer suits its product (the risk test was retaken lower, or
   * expired, between ordering and paying): then the payment goes back through its channel, and the refund
   * reason on the order says why. Answers whether this call fulfilled it.
   */
  async function fulfilIfSuitable(paid: OrderRow): Promise<boolean> {
    const unsuitable = await riskCheckFor(paid.memberId, paid.goodsId);
    if (!unsuitable) return fulfil(paid);
    log.warn(
      { orderNo: paid.orderNo, riskCheck: unsuitable },
      'payment for an order the member no longer suits: refunding it',
    );
    await refunds.refundNow(paid, CommerceMsg.riskRefundReason(unsuitable.required));
    return false;
  }

  /** The order if this very payment paid it and its fulfilment has not happened yet (it failed). */
  async function paidUnfulfilledBy(orderNo: string, channel: string, tradeNo: string | null) {
    const row = await orders.byOrderNo(orderNo);
    return row?.status === 'PAID' && row.channel === channel && row.tradeNo === tradeNo ? row : null;
  }

  /**
   * Moves the order to PAID by this payment and fulfils it; answers whether this payment is the one that paid
   * it. An order this payment paid before, whose fulfilment failed, is fulfilled now: that is the provider's
   * resend after our failure answer.
   */
  async function markPaidAndFulfil(
    orderNo: string,
    channel: string,
    tradeNo: string | null,
  ): Promise<boolean> {
    const paid =
      (await orders.markPaid(orderNo, { tradeNo, channel, paidAt: clock.now() })) ??
      (await paidUnfulfilledBy(orderNo, channel, tradeNo));
    if (!paid) return false;
    if (await fulfilIfSuitable(paid))
      await tell(paid.memberId, {
        kind: 'orderPaid',
        title: CommerceMsg.noticePaidTitle,
        body: CommerceMsg.noticePaidBody(paid.goodsTitle),
        link: Pages.orderList,
      });
    return true;
  }

  const refunds = createRefunds({
    orders,
    goods,
    access,
    providers,
    clock,
    log,
    tell,
    ...(deps.voidInvoice ? { voidInvoice: deps.voidInvoice } : {}),
  });

  return {
    quote,

    async create(memberId: number, body: OrderCreateBody) {
      const q = await quote(memberId, body);
      const product = await goods.byId(q.goodsId);
      if (!product) throw new NotFoundError(CommerceMsg.goodsNotFound);
      if (q.riskCheck) refuseUnsuitable(q.riskCheck);
      const now = clock.now();
      const outcome = await orders.create(
        {
          orderNo: newOrderNo(now),
          memberId,
          goodsId: q.goodsId,
          goodsTitle: product.goods.title,
          goodsPic: product.goods.pic,
          cycle: product.goods.cycle,
          cycleUnit: product.goods.cycleUnit,
          priceFen: q.priceFen,
          couponId: q.couponId,
          couponFen: q.couponFen,
          pointsUsed: q.pointsUsed,
          pointsFen: q.pointsFen,
          payAmountFen: q.payAmountFen,
          status: 'PENDING_PAYMENT',
          createdAt: now,
          expiresAt: new Date(now.getTime() + ORDER_PAY_TIMEOUT_MS),
        },
        now,
      );
      if ('refused' in outcome)
        throw new ConflictError(
          outcome.refused === 'coupon_taken' ? CommerceMsg.couponTaken : CommerceMsg.pointsNotEnough,
        );
      return orders.withExtras(outcome.order);
    },

    async list(memberId: number, tab: OrderTab, page: PageQuery) {
      await closeDueOf(memberId);
      return orders.page(memberId, tab, offsetOf(page), page.pageSize);
    },

    info: mineOrMissing,

    async pay(
      memberId: number,
      orderNo: string,
      asked: PayChannel | undefined,
      clientIp: string,
      /** The payer for WeChat Pay JSAPI (inside WeChat or its mini-program), found by the server; absent: H5. */
      payer?: JsapiPayer,
    ): Promise<PayStart> {
      const { order } = await mineOrMissing(memberId, orderNo);
      const channel = asked ?? (order.channel as PayChannel | null) ?? preferredChannel() ?? 'sandbox';
      if (order.status !== 'PENDING_PAYMENT') throw new ConflictError(CommerceMsg.orderNotPayable);
      if (order.expiresAt <= clock.now()) {
        await orders.close(order.id, 'timeout', clock.now());
        throw new ConflictError(CommerceMsg.orderExpired);
      }
      // The member may have retaken the risk test since the order was made (适当性管理 holds at payment too).
      const unsuitable = await riskCheckFor(memberId, order.goodsId);
      if (unsuitable) refuseUnsuitable(unsuitable);
      if (order.payAmountFen === 0) {
        // Coupon and points covered everything: nothing for a provider to take (EduSoho's payment 'none').
        await markPaidAndFulfil(order.orderNo, 'none', null);
        return { channel, paid: true, payUrl: null, params: null };
      }
      const provider = providers.get(channel);
      if (!provider) throw new ValidationError(CommerceMsg.channelUnavailable);
      // Switching channels closes the order at the first provider, so it cannot be paid twice (REFERENCE §4.1).
      const previous = order.channel ? providers.get(order.channel as PayChannel) : undefined;
      if (previous && order.channel !== channel && previous.close) {
        try {
          await previous.close(order.orderNo);
        } catch (error) {
          log.warn({ err: error, orderNo: order.orderNo }, 'could not close the order at its first channel');
          throw new ConflictError(CommerceMsg.orderNotPayable);
        }
      }
      if (!(await orders.setChannel(order.orderNo, channel)))
        throw new ConflictError(CommerceMsg.orderNotPayable);
      const start = await provider.start({
        orderNo: order.orderNo,
        amountFen: order.payAmountFen,
        description: order.goodsTitle,
        expiresAt: order.expiresAt,
        clientIp,
        payer,
      });
      return { channel, paid: false, ...start };
    },

    /** The sandbox cashier's confirm: the sandbox provider sends its signed notification, as a real one would. */
    async sandboxOrder(memberId: number, orderNo: string) {
      const { order } = await mineOrMissing(memberId, orderNo);
      return order;
    },

    async cancel(memberId: number, orderNo: string) {
      const { order } = await mineOrMissing(memberId, orderNo);
      const closed = await orders.close(order.id, 'user_cancel', clock.now(), memberId);
      if (!closed) throw new ConflictError(CommerceMsg.orderNotCancellable);
      await providers
        .get(closed.channel as PayChannel)
        ?.close?.(closed.orderNo)
        .catch((error: unknown) => {
          log.warn({ err: error, orderNo }, 'provider close failed after cancel');
        });
      return orders.withExtras(closed);
    },

    async refund(memberId: number, orderNo: string, reason: string) {
      const { order } = await mineOrMissing(memberId, orderNo);
      return refunds.request(memberId, order, reason);
    },

    /** An operator approves or rejects a refund that waited for review. */
    reviewRefund: refunds.review,

    /**
     * A provider's notification: verified, checked against the order, applied at most once. Answers whether
     * it was accepted (the provider stops resending) and why not.
     */
    async handleNotification(
      channel: PayChannel,
      raw: RawNotification,
    ): Promise<{ accepted: boolean; reason?: string }> {
      const provider = providers.get(channel);
      if (!provider) return { accepted: false, reason: 'channel not configured' };
      const event = await provider.verifyNotification(raw);
      if (!event) {
        log.warn({ channel }, 'payment notification refused: signature or content did not verify');
        return { accepted: false, reason: 'verification failed' };
      }
      const order = await orders.byOrderNo(event.orderNo);
      if (!order) {
        log.warn({ channel, orderNo: event.orderNo }, 'payment notification for an unknown order');
        return { accepted: false, reason: 'unknown order' };
      }
      if (event.kind === 'payment' && event.success && event.amountFen !== order.payAmountFen) {
        log.error(
          { channel, orderNo: order.orderNo, notified: event.amountFen, expected: order.payAmountFen },
          'payment notification amount does not match the order',
        );
        return { accepted: false, reason: 'amount mismatch' };
      }
      const fresh = await orders.recordNotification({
        channel,
        notifyId: event.notifyId,
        orderNo: order.orderNo,
        kind: event.kind,
        outcome: event.success ? 'success' : 'failure',
        receivedAt: clock.now(),
      });
      if (!fresh) return { accepted: true }; // a replay: handled before, changes nothing
      if (!event.success) return { accepted: true };
      try {
        if (event.kind === 'payment') {
          if (await markPaidAndFulfil(order.orderNo, channel, event.tradeNo)) return { accepted: true };
          // Not the payment that paid it: already paid (another channel or transaction), closed or refunded.
          const now = await orders.byOrderNo(order.orderNo);
          if (now) await deps.extraPayments.handle(now, channel, event);
        } else if (!(await deps.extraPayments.refunded(event.refundNo))) {
          await refunds.complete(order.orderNo);
        }
      } catch (error) {
        // Not handled after all: forgotten, so the resend our failure answer asks for is processed again.
        log.error(
          { err: error, channel, orderNo: order.orderNo, notifyId: event.notifyId },
          'payment notification failed while being applied; the provider will resend it',
        );
        await orders.forgetNotification(channel, event.notifyId);
        return { accepted: false, reason: 'processing failed' };
      }
      return { accepted: true };
    },

    /** The protocol's own answer to a notification (WeChat: 204 / 4XX JSON; sandbox: JSON). */
    replyFor(channel: PayChannel, accepted: boolean, reason?: string) {
      return (
        providers.get(channel)?.reply(accepted, reason) ?? {
          status: 404,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'FAIL', message: 'channel not configured' }),
        }
      );
    },

    /**
     * Closes every unpaid order past its time, and completes paid orders whose fulfilment was cut short.
     * Safe on any number of instances at once: each order moves under a conditional UPDATE, so exactly one
     * sweep closes it (and gives its coupon and points back once).
     */
    async sweep(): Promise<{ closed: number; fulfilled: number }> {
      const now = clock.now();
      let closed = 0;
      for (const { id } of await orders.expiredPending(now, SWEEP_BATCH))
        if (await closeTimedOut(id, now)) closed += 1;
      let fulfilled = 0;
      for (const order of await orders.paidUnfulfilled(
        new Date(now.getTime() - FULFIL_RETRY_AFTER_MS),
        SWEEP_BATCH,
      )) {
        if (await fulfilIfSuitable(order)) fulfilled += 1;
      }
      return { closed, fulfilled };
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
