import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, rowsEnvelope } from '@app/contract/envelope';
import { idParams } from '@app/contract/ids';
import {
  NEWS_CATEGORY_RULES,
  NewsCategoryVariant,
  newsCategory,
  newsCategoryFollowBody,
} from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { ok, okRows } from '../../lib/envelope';
import { toggleRoute, ToggleTexts } from '../../lib/toggle-route';
import { markPrivate } from '../../lib/viewer';
import { currentAuth, requireMember } from '../../plugins/auth';
import type { NewsService } from './news.service';

const tags = ['news'];

/** News categories: the lists, one category, and following categories. */
export function newsCategoryRoutes(newsService: NewsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      Api.newsCategoryAll,
      { schema: { tags, summary: 'All news categories', response: { 200: rowsEnvelope(newsCategory) } } },
      async () => {
        const rows = await newsService.categories();
        return okRows(rows, rows.length);
      },
    );

    // Category variants, each with its own rule (NEWS_CATEGORY_RULES).
    for (const variant of NewsCategoryVariant.options) {
      app.get(
        `${Api.newsCategory}/${variant}`,
        {
          schema: {
            tags,
            summary: `News categories (${variant})`,
            description: NEWS_CATEGORY_RULES[variant],
            response: { 200: rowsEnvelope(newsCategory) },
          },
        },
        async () => {
          const rows = await newsService.categoryVariant(variant);
          return okRows(rows, rows.length);
        },
      );
    }
    for (const path of [`${Api.newsCategoryInfo}/:id`, `${Api.newsCategory}/:id`]) {
      app.get(
        path,
        {
          schema: {
            tags,
            summary: 'One news category',
            params: idParams,
            response: { 200: dataEnvelope(newsCategory) },
          },
        },
        async (request) => ok(await newsService.category(request.params.id)),
      );
    }

    toggleRoute(app, {
      url: Api.newsCategoryFollow,
      tags,
      summary: 'Follow / unfollow a news category',
      body: newsCategoryFollowBody,
      texts: ToggleTexts.follow,
      run: ({ categoryId }, memberId) => newsService.followCategory(categoryId, memberId),
    });
    app.get(
      Api.newsCategoryFollowList,
      {
        preHandler: requireMember,
        schema: {
          tags,
          summary: 'Categories the member follows',
          response: { 200: rowsEnvelope(newsCategory) },
        },
      },
      async (request, reply) => {
        markPrivate(reply);
        const rows = await newsService.followedCategories(currentAuth(request).member.id);
        return okRows(rows, rows.length);
      },
    );
  };
}
