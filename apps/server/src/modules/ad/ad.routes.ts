import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adCategoryParams, adCodeParams, adListQuery, advertisement } from '@app/contract/ad';
import { dataEnvelope, rowsEnvelope } from '@app/contract/envelope';
import { idParams } from '@app/contract/ids';
import { AD_PAGE_SIZE } from '@app/contract/limits';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import type { AdService } from './ad.service';

const tags = ['ads'];

export function adRoutes(adService: AdService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const rows = rowsEnvelope(advertisement);

    app.get(
      `${Api.adHome}/:code`,
      { schema: { tags, summary: 'Ads of a home slot code', params: adCodeParams, response: { 200: rows } } },
      async (request) => {
        const result = await adService.list(
          { categoryCode: 'home', code: request.params.code },
          { pageNum: 1, pageSize: AD_PAGE_SIZE },
        );
        return okRows(result.rows, result.total);
      },
    );
    for (const path of [Api.adGetInfo, Api.adInfo2]) {
      app.get(
        `${path}/:id`,
        {
          schema: {
            tags,
            summary: 'One ad',
            params: idParams,
            response: { 200: dataEnvelope(advertisement) },
          },
        },
        async (request) => ok(await adService.info(request.params.id)),
      );
    }
    app.get(
      Api.adPopup,
      {
        schema: {
          tags,
          summary: 'The pop-up ad, or null',
          response: { 200: dataEnvelope(advertisement.nullable()) },
        },
      },
      async () => ok(await adService.popup()),
    );
    app.get(
      Api.adList2,
      {
        schema: {
          tags,
          summary: 'Ads by categoryCode (page size up to 99)',
          querystring: adListQuery,
          response: { 200: rows },
        },
      },
      async (request) => {
        const { categoryCode, teacherId, goodsId } = request.query;
        const result = await adService.list({ categoryCode, teacherId, goodsId }, request.query);
        return okRows(result.rows, result.total);
      },
    );
    app.get(
      `${Api.liveAdListAll}/:categoryCode`,
      {
        schema: {
          tags,
          summary: 'Every ad of a category, for a live room (one page of the largest size)',
          params: adCategoryParams,
          response: { 200: rows },
        },
      },
      async (request) => {
        const result = await adService.list(
          { categoryCode: request.params.categoryCode },
          { pageNum: 1, pageSize: AD_PAGE_SIZE },
        );
        return okRows(result.rows, result.total);
      },
    );
    app.get(
      `${Api.adList2}/:categoryCode`,
      {
        schema: {
          tags,
          summary: 'Ads of a category (teacherAd, goodsAd, institution lists...)',
          params: adCategoryParams,
          querystring: adListQuery,
          response: { 200: rows },
        },
      },
      async (request) => {
        const { teacherId, goodsId } = request.query;
        const result = await adService.list(
          { categoryCode: request.params.categoryCode, teacherId, goodsId },
          request.query,
        );
        return okRows(result.rows, result.total);
      },
    );
  };
}
