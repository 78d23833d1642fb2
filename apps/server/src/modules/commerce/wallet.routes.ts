import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { coupon, couponListQuery, pointsListEnvelope } from '@app/contract/commerce';
import { pageQuery, rowsEnvelope, ResultCode } from '@app/contract/envelope';
import { Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import type { Clock } from '../../lib/clock';
import { okRows } from '../../lib/envelope';
import { offsetOf } from '../../lib/paging';
import { markPrivate } from '../../lib/viewer';
import { currentAuth, requireMember } from '../../plugins/auth';
import { toCoupon, toPointsEntry } from './commerce.presenter';
import type { GoodsRepository } from './goods.repository';
import { couponApplies } from './pricing';
import type { WalletRepository } from './wallet.repository';

const tags = ['coupons and points'];

/** The member's coupons (unused / used / expired) and points (balance and ledger). */
export function walletRoutes(wallet: WalletRepository, goods: GoodsRepository, clock: Clock) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      Api.memberCouponList,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'My coupons by status; with goodsId, unused ones say whether they apply to it',
          querystring: couponListQuery,
          response: { 200: rowsEnvelope(coupon) },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        const { status, goodsId } = request.query;
        const now = clock.now();
        const page = await wallet.coupons(
          currentAuth(request).member.id,
          status,
          now,
          offsetOf(request.query),
          request.query.pageSize,
        );
        const product = goodsId ? await goods.byId(goodsId) : null;
        const rows = page.rows.map((c) =>
          toCoupon(
            c,
            now,
            product
              ? c.orderId === null && c.startsAt <= now && couponApplies(c, product.goods.priceFen)
              : undefined,
          ),
        );
        return okRows(rows, page.total);
      },
    );
    app.get(
      Api.memberPointsList,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'My points: balance and every earn and spend',
          querystring: pageQuery,
          response: { 200: pointsListEnvelope },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        const memberId = currentAuth(request).member.id;
        const [balance, page] = await Promise.all([
          wallet.balance(memberId),
          wallet.ledger(memberId, offsetOf(request.query), request.query.pageSize),
        ]);
        return {
          code: ResultCode.ok,
          msg: Msg.ok,
          rows: page.rows.map(toPointsEntry),
          total: page.total,
          balance,
        };
      },
    );
  };
}
