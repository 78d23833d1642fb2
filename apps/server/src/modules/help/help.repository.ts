import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { HelpKind } from '@app/contract/member-center';
import type { Database } from '../../db/client';
import { helpArticles, helpCategories, type HelpArticleRow } from '../../db/schema/member-center';
import { containsPattern } from '../../lib/like-pattern';

export type HelpArticleView = HelpArticleRow & { categoryTitle: string };

export function createHelpRepository(db: Database) {
  const articles = () =>
    db
      .select({ article: helpArticles, categoryTitle: helpCategories.title })
      .from(helpArticles)
      .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId));
  const flat = (r: { article: HelpArticleRow; categoryTitle: string }): HelpArticleView => ({
    ...r.article,
    categoryTitle: r.categoryTitle,
  });

  return {
    async categories(kind: HelpKind) {
      return db
        .select({
          id: helpCategories.id,
          title: helpCategories.title,
          icon: helpCategories.icon,
          kind: helpCategories.kind,
          // Spelled out: inside a subquery drizzle's unqualified column names would bind to the inner table.
          articleCount: sql<number>`(select count(*)::int from help_articles a where a.category_id = help_categories.id)`,
        })
        .from(helpCategories)
        .where(eq(helpCategories.kind, kind))
        .orderBy(asc(helpCategories.sort), asc(helpCategories.id));
    },

    async page(
      filter: { kind: HelpKind; categoryId?: number | undefined; keyword?: string | undefined },
      limit: number,
      offset: number,
    ): Promise<{ rows: HelpArticleView[]; total: number }> {
      const conditions: SQL[] = [eq(helpCategories.kind, filter.kind)];
      if (filter.categoryId !== undefined) conditions.push(eq(helpArticles.categoryId, filter.categoryId));
      if (filter.keyword) {
        const pattern = containsPattern(filter.keyword);
        // Plain text, not the HTML: a search for "span" must not find every article.
        conditions.push(or(ilike(helpArticles.title, pattern), ilike(helpArticles.plainText, pattern))!);
      }
      const where = and(...conditions);
      const rows = await articles()
        .where(where)
        .orderBy(asc(helpCategories.sort), asc(helpArticles.sort), asc(helpArticles.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db
        .select({ n: count() })
        .from(helpArticles)
        .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
        .where(where);
      return { rows: rows.map(flat), total: total?.n ?? 0 };
    },

    async byId(id: number): Promise<HelpArticleView | null> {
      const [row] = await articles().where(eq(helpArticles.id, id)).limit(1);
      return row ? flat(row) : null;
    },
  };
}
export type HelpRepository = ReturnType<typeof createHelpRepository>;
