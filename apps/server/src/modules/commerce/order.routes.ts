import { ValidationError } from '../../errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CommerceMsg,
  order,
  orderCreateBody,
  orderListQuery,
  orderNoBody,
  orderNoParams,
  orderPayBody,
  orderQuote,
  payStart,
  refundBody,
  refundReviewBody,
} from '@app/contract/commerce';
import { dataEnvelope, rowsEnvelope } from '@app/contract/envelope';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import { markPrivate } from '../../lib/viewer';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { JsapiPayer } from '../../providers/payment/payment-provider';
import { toOrder } from './commerce.presenter';
import { assertOperator } from './operator';
import type { OrderService } from './order.service';

const tags = ['orders'];

/** A member's orders: quote, create, pay, list, cancel, refund; and the operator's refund review. */
/**
 * Finds the member's own WeChat identity for Pay JSAPI: in the official account (the WeChat web view) or in
 * the mini-program (its native pay page). Null: the member has none there, or that app is not set up.
 */
export type FindJsapiPayer = (
  memberId: number,
  app: 'officialAccount' | 'miniProgram',
) => Promise<JsapiPayer | null>;

export function orderRoutes(service: OrderService, jsapiPayer: FindJsapiPayer | null = null) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const member = (request: Parameters<typeof currentAuth>[0]) => currentAuth(request).member.id;
    fastify.addHook('onSend', async (_request, reply) => markPrivate(reply));

    app.post(
      Api.orderQuote,
      {
        preHandler: requireMember,
        config: { writeQuota: false },
        schema: {
          tags,
          summary: 'The amounts an order would have (price, coupon, points, to pay); changes nothing',
          body: orderCreateBody,
          response: { 200: dataEnvelope(orderQuote) },
        },
      },
      async (request) => ok(await service.quote(member(request), request.body)),
    );
    app.post(
      Api.orderCreate,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Creates an order for a product; the server computes every amount',
          body: orderCreateBody,
          response: { 200: dataEnvelope(order) },
        },
      },
      async (request) => ok(toOrder(await service.create(member(request), request.body))),
    );
    app.post(
      Api.orderPay,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Starts paying an unpaid order through a channel (payUrl or JSAPI params)',
          body: orderPayBody,
          response: { 200: dataEnvelope(payStart) },
        },
      },
      async (request) => {
        const memberId = member(request);
        const { orderNo, channel, jsapi, miniProgram } = request.body;
        // The openid is always the server's record of this member, never one a client sends.
        let payer: JsapiPayer | undefined;
        if (miniProgram) {
          if (channel !== 'wechatpay') throw new ValidationError(CommerceMsg.miniProgramPaysByWechat);
          payer = (await jsapiPayer?.(memberId, 'miniProgram')) ?? undefined;
          if (!payer) throw new ValidationError(CommerceMsg.miniProgramNeedsLogin);
        } else if (jsapi && channel === 'wechatpay') {
          payer = (await jsapiPayer?.(memberId, 'officialAccount')) ?? undefined;
          if (!payer) throw new ValidationError(CommerceMsg.jsapiNeedsWechatLogin);
        }
        return ok(await service.pay(memberId, orderNo, channel, request.ip, payer));
      },
    );
    app.get(
      Api.orderList,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'My orders, by status tab',
          querystring: orderListQuery,
          response: { 200: rowsEnvelope(order) },
        },
      },
      async (request) => {
        const page = await service.list(member(request), request.query.status, request.query);
        return okRows(page.rows.map(toOrder), page.total);
      },
    );
    app.get(
      `${Api.orderInfo}/:orderNo`,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'One of my orders',
          params: orderNoParams,
          response: { 200: dataEnvelope(order) },
        },
      },
      async (request) => ok(toOrder(await service.info(member(request), request.params.orderNo))),
    );
    app.post(
      Api.orderCancel,
      {
        preHandler: requireMember,
        config: { writeQuota: false },
        schema: {
          tags,
          summary: 'Cancels an unpaid order',
          body: orderNoBody,
          response: { 200: dataEnvelope(order) },
        },
      },
      async (request) =>
        ok(toOrder(await service.cancel(member(request), request.body.orderNo)), CommerceMsg.cancelled),
    );
    app.post(
      Api.orderRefund,
      {
        preHandler: requireMember,
        config: { writeQuota: false },
        schema: {
          tags,
          summary: 'Asks for a refund, with a reason',
          body: refundBody,
          response: { 200: dataEnvelope(order) },
        },
      },
      async (request) =>
        ok(
          toOrder(await service.refund(member(request), request.body.orderNo, request.body.reason)),
          CommerceMsg.refundRequested,
        ),
    );
    app.post(
      Api.orderRefundReview,
      {
        preHandler: requireMember,
        config: { writeQuota: false },
        schema: {
          tags,
          summary: 'Operator: approves or rejects a refund waiting for review',
          body: refundReviewBody,
          response: { 200: dataEnvelope(order) },
        },
      },
      async (request) => {
        assertOperator(currentAuth(request).member);
        const { orderNo, approve, reason } = request.body;
        return ok(toOrder(await service.reviewRefund(orderNo, approve, reason)), CommerceMsg.refundReviewed);
      },
    );
  };
}
