import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CommerceMsg, goodsItem } from '@app/contract/commerce';
import { dataEnvelope, pageQuery, rowsEnvelope } from '@app/contract/envelope';
import { idParam, idParams } from '@app/contract/ids';
import { Api } from '@app/contract/paths';
import { NotFoundError } from '../../errors';
import { ok, okRows } from '../../lib/envelope';
import { offsetOf } from '../../lib/paging';
import { toGoodsItem } from './commerce.presenter';
import type { GoodsRepository } from './goods.repository';

const tags = ['goods'];

/** Products: the list, one product, and the products that unlock a module (the no-permission page). */
export function goodsRoutes(goods: GoodsRepository) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      Api.goodsList,
      {
        schema: {
          tags,
          summary: 'Products on sale',
          querystring: pageQuery,
          response: { 200: rowsEnvelope(goodsItem) },
        },
      },
      async (request) => {
        const page = await goods.page(offsetOf(request.query), request.query.pageSize);
        return okRows(page.rows.map(toGoodsItem), page.total);
      },
    );
    app.get(
      `${Api.goodsInfo}/:id`,
      {
        schema: {
          tags,
          summary: 'One product',
          params: idParams,
          response: { 200: dataEnvelope(goodsItem) },
        },
      },
      async (request) => {
        const found = await goods.byId(request.params.id);
        if (!found || found.goods.onSale !== 1) throw new NotFoundError(CommerceMsg.goodsNotFound);
        return ok(toGoodsItem(found));
      },
    );
    app.get(
      `${Api.goodsListModule}/:moduleId`,
      {
        schema: {
          tags,
          summary: 'Products that unlock an access module',
          params: z.object({ moduleId: idParam }),
          response: { 200: rowsEnvelope(goodsItem) },
        },
      },
      async (request) => {
        const rows = (await goods.forModule(request.params.moduleId)).map(toGoodsItem);
        return okRows(rows, rows.length);
      },
    );
  };
}
