import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, pageQuery, rowsEnvelope } from '@app/contract/envelope';
import { idParams } from '@app/contract/ids';
import { bondDetail, bondItem } from '@app/contract/markets';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import type { Bonds } from './bonds';

const tags = ['bond'];

/** Convertible bonds: the list and one bond with its terms. */
export function bondRoutes(bonds: Bonds) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      Api.bondList,
      {
        schema: {
          tags,
          summary:
            'Convertible bonds: price, change, stock price, conversion value, premium, rating, size, YTM',
          querystring: pageQuery,
          response: { 200: rowsEnvelope(bondItem) },
        },
      },
      async (request) => {
        const { rows, total } = await bonds.list(request.query);
        return okRows(rows, total);
      },
    );
    app.get(
      `${Api.bondInfo}/:id`,
      {
        schema: {
          tags,
          summary: 'A convertible bond with its terms (coupons, redemption, listing) and pure bond value',
          params: idParams,
          response: { 200: dataEnvelope(bondDetail) },
        },
      },
      async (request) => ok(await bonds.info(request.params.id)),
    );
  };
}
