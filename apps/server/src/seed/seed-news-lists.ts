import { eq, inArray, sql } from 'drizzle-orm';
import { STRATEGY_CATEGORY_CODE } from '@app/contract/news';
import type { Database } from '../db/client';
import { accessModules } from '../db/schema/access';
import { news, newsCategories } from '../db/schema/news';
import { teachers } from '../db/schema/teachers';
import type { Clock } from '../lib/clock';
import { FM_CATEGORY_ID, STRATEGY_CATEGORY_ID, fmArticles, strategyArticles } from './data/articles-strategy';
import { seedTeachers } from './data/teachers';
import { articleHtml } from './rich-text';
import { seedOnce } from './seed-once';

const HOUR = 3_600_000;
/** Categories on the home page, in this order (decision 036). */
const HOME_CATEGORIES = [15, 16, 11];

/** News lists (decision 036): home categories, the fm and strategy categories and their articles. */
export function seedNewsLists(db: Database, clock: Clock): Promise<{ seeded: boolean }> {
  return seedOnce(db, clock, 'seed:news-lists', async (tx, now) => {
    for (const [i, id] of HOME_CATEGORIES.entries())
      await tx
        .update(newsCategories)
        .set({ homeSort: i + 1 })
        .where(eq(newsCategories.id, id));
    await tx.insert(newsCategories).values([
      { id: FM_CATEGORY_ID, title: '财经早班车', sort: 6, fm: true },
      { id: STRATEGY_CATEGORY_ID, title: '策略', sort: 7, code: STRATEGY_CATEGORY_CODE },
    ]);
    // Ids were given explicitly; move the sequence past them so later inserts do not collide.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('news_categories', 'id'), (select max(id) from news_categories))`,
    );

    const teacherRows = await tx
      .select({ id: teachers.id, name: teachers.name })
      .from(teachers)
      .where(
        inArray(
          teachers.name,
          seedTeachers.map((t) => t.name),
        ),
      );
    const teacherId = (position: number | undefined) =>
      position === undefined
        ? null
        : (teacherRows.find((t) => t.name === seedTeachers[position - 1]?.name)?.id ?? null);
    const [vip] = await tx
      .select({ id: accessModules.id })
      .from(accessModules)
      .where(eq(accessModules.code, 'vip_news'))
      .limit(1);

    await tx.insert(news).values(
      [...strategyArticles, ...fmArticles].map((a) => ({
        categoryId: a.categoryId,
        title: a.title,
        description: a.description,
        content: articleHtml(a.body),
        picList: a.pics ?? [],
        visits: a.visits,
        teacherId: teacherId(a.teacher),
        moduleId: 'locked' in a && a.locked ? (vip?.id ?? null) : null,
        publishedAt: new Date(now.getTime() - a.hoursAgo * HOUR),
        createdAt: now,
      })),
    );
  });
}
