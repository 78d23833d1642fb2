import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_HOT_WINDOW_DAYS } from '@app/contract/limits';
import type { NewsItem } from '@app/contract/news';
import { Api } from '@app/contract/paths';
import { news } from '../../src/db/schema/news';
import { newsReadHours } from '../../src/db/schema/news-interactions';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Two instances on one database of their own, each with its own (manual) clock. */
let first: TestApp;
let second: TestApp;
let articleId: number;
let T0: Date;

const setClocks = (at: Date) => {
  first.clock.set(at);
  second.clock.set(at);
};
const readHoursOf = async (id: number) =>
  (await first.db.select().from(newsReadHours).where(eq(newsReadHours.newsId, id)))
    .map((row) => row.hour.getTime())
    .sort((a, b) => a - b);

beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({ shareDatabaseWith: first });
  // On the hour plus a few minutes, so "N days ago" falls in a known hour bucket.
  T0 = new Date(Math.floor(first.clock.now().getTime() / HOUR) * HOUR + 5 * 60_000);
  setClocks(T0);
  const [row] = await first.db
    .insert(news)
    .values({
      categoryId: 15,
      title: '清理测试：北向资金连续净流入',
      description: '摘要',
      content: '<p>正文</p>',
      publishedAt: new Date(T0.getTime() - 10 * DAY),
    })
    .returning({ id: news.id });
  articleId = row?.id as number;
  const api = client(first.app);
  // Reads eight days ago (outside every window), six days ago (inside the 7-day hot window) and now.
  for (const ago of [8 * DAY, 6 * DAY, 0]) {
    first.clock.set(new Date(T0.getTime() - ago));
    expect((await api.get(`${Api.newsInfo}/${articleId}`)).code).toBe(200);
  }
  first.clock.set(T0);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('read hours pruning', () => {
  it('deletes hours older than the 7-day window exactly once across two instances', async () => {
    expect(await readHoursOf(articleId)).toHaveLength(3);
    const results = await Promise.all([first.app.pruneNewsReads(), second.app.pruneNewsReads()]);
    // One instance pruned (at least this article's old hour), the other found this hour's prune done.
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.find((r) => r !== null)).toBeGreaterThanOrEqual(1);
    const kept = await readHoursOf(articleId);
    expect(kept).toHaveLength(2);
    expect(kept.every((hour) => hour > T0.getTime() - NEWS_HOT_WINDOW_DAYS * DAY)).toBe(true);
    // Later in the same hour nobody prunes again.
    setClocks(new Date(T0.getTime() + 30 * 60_000));
    expect(await second.app.pruneNewsReads()).toBeNull();
  });

  it('keeps every read the hot list counts: the pruned article still ranks by its two recent reads', async () => {
    setClocks(T0);
    const hot = (await client(first.app).get<NewsItem[]>(`${Api.newsFindHot}?pageSize=50`)).rows ?? [];
    expect(hot.some((item) => item.id === articleId)).toBe(true);
  });

  it('prunes again an hour later, when the six-day-old read has become older than the window', async () => {
    setClocks(new Date(T0.getTime() + DAY + HOUR));
    const [a, b] = await Promise.all([second.app.pruneNewsReads(), first.app.pruneNewsReads()]);
    expect([a, b].filter((r) => r === null)).toHaveLength(1);
    expect(await readHoursOf(articleId)).toHaveLength(1);
  });
});
