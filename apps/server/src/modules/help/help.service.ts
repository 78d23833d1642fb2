import type { z } from 'zod';
import {
  MemberCenterMsg,
  type HelpArticle,
  type HelpCategory,
  type helpListQuery,
} from '@app/contract/member-center';
import { NotFoundError } from '../../errors';
import { offsetOf } from '../../lib/paging';
import type { HelpArticleView, HelpRepository } from './help.repository';

const SUMMARY_CHARS = 60;

export const toHelpArticle = (row: HelpArticleView): HelpArticle => ({
  id: row.id,
  categoryId: row.categoryId,
  categoryTitle: row.categoryTitle,
  title: row.title,
  summary: row.plainText.length > SUMMARY_CHARS ? `${row.plainText.slice(0, SUMMARY_CHARS)}…` : row.plainText,
  content: row.content,
  dateTime: row.createdAt.toISOString(),
});

export function createHelpService(deps: { repo: HelpRepository }) {
  const { repo } = deps;
  return {
    categories: (kind: HelpCategory['kind']): Promise<HelpCategory[]> => repo.categories(kind),

    async list(query: z.infer<typeof helpListQuery>) {
      const { rows, total } = await repo.page(query, query.pageSize, offsetOf(query));
      return { rows: rows.map(toHelpArticle), total };
    },

    async detail(id: number): Promise<HelpArticle> {
      const row = await repo.byId(id);
      if (!row) throw new NotFoundError(MemberCenterMsg.helpNotFound);
      return toHelpArticle(row);
    },
  };
}
export type HelpService = ReturnType<typeof createHelpService>;
