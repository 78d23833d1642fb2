import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '@app/contract/envelope';
import { idParams } from '@app/contract/ids';
import {
  WIKI_SUMMARY_CHARS,
  WikiApi,
  WikiText,
  type WikiEntry,
  type WikiEntrySummary,
} from '@app/contract/wiki';
import { wikiEntry, wikiEntrySummary } from '@app/contract/wiki-schemas';
import { NotFoundError } from '../../errors';
import { ok } from '../../lib/envelope';
import type { WikiEntryRow } from '../../db/schema/wiki';
import type { WikiRepository } from './wiki.repository';

const tags = ['wiki'];

const toSummary = (row: WikiEntryRow): WikiEntrySummary => ({
  id: row.id,
  title: row.title,
  category: row.category,
  summary: [...row.body].slice(0, WIKI_SUMMARY_CHARS).join(''),
});
const toEntry = (row: WikiEntryRow): WikiEntry => ({
  id: row.id,
  title: row.title,
  category: row.category,
  body: row.body,
});

/** 投资百科: public reading, the same for everyone (so cacheable). */
export function wikiRoutes(repo: WikiRepository) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      WikiApi.list,
      {
        config: { publicCache: true },
        schema: {
          tags,
          summary: 'Every 投资百科 entry (title, category, opening), in reading order',
          response: { 200: dataEnvelope(z.array(wikiEntrySummary)) },
        },
      },
      async () => ok((await repo.all()).map(toSummary)),
    );
    app.get(
      `${WikiApi.detail}/:id`,
      {
        config: { publicCache: true },
        schema: {
          tags,
          summary: 'One 投资百科 entry',
          params: idParams,
          response: { 200: dataEnvelope(wikiEntry) },
        },
      },
      async (request) => {
        const row = await repo.byId(request.params.id);
        if (!row) throw new NotFoundError(WikiText.notFound);
        return ok(toEntry(row));
      },
    );
  };
}
