import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { AiText, type AiStreamEvent } from '@app/contract/ai';
import { TplKind } from '@app/contract/interactive-constants';
import { Pages } from '@app/contract/pages';
import { WikiApi, WikiText, type WikiEntry, type WikiEntrySummary } from '@app/contract/wiki';
import { liveCategories, liveMessages, liveRooms } from '../../src/db/schema/live';
import { defaultAiConfig } from '../../src/config';
import { registerMember } from '../helpers/accounts';
import { answerText, askOverHttp } from '../helpers/ai-stream';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let base = '';
let api: ReturnType<typeof client>;
let token = '';

beforeAll(async () => {
  t = await createTestApp({
    config: { ai: { ...defaultAiConfig, pieceDelayMs: 0, indexRefreshMs: 60_000 } },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  api = client(t.app);
  token = (await registerMember(t)).login.token;
});
afterAll(async () => {
  await t.close();
});

const citationsOf = (events: AiStreamEvent[]) => {
  const start = events[0];
  if (start?.type !== 'start') throw new Error('no start event');
  return start.citations;
};
/** The answer's numbered items, each with the lines under it. */
const itemsOf = (text: string) =>
  text
    .split(/\n(?=\d+\. )/)
    .slice(1)
    .map((item) => item.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('点击标题')));

describe('what the built-in assistant quotes', () => {
  it('answers 如何看K线 with the K线 entry, not the homework help that has a letter K', async () => {
    const { events } = await askOverHttp(base, token, { content: '如何看K线？' });
    const citations = citationsOf(events);
    expect(citations[0]).toMatchObject({ kind: 'wiki', title: 'K线' });
    expect(citations[0]?.url).toMatch(new RegExp(`^${Pages.wikiDetail}\\?id=\\d+$`));
    expect(citations.map((c) => c.title)).not.toContain('课程作业怎么做？');
    const text = answerText(events);
    expect(text).not.toContain('作业');
    expect(text).toContain(`**[K线](${citations[0]?.url})**`);
    expect(text).toMatch(/> .*K线/);
  });

  it('answers 什么是市盈率 without a repeated or empty passage, a quiz card or a member’s post', async () => {
    // A teacher has just posted a quiz card about it, and a member a message: neither is content to quote.
    const [room] = await t.db
      .select({ id: liveRooms.id })
      .from(liveRooms)
      .where(eq(liveRooms.typeCode, 'word'))
      .limit(1);
    const [category] = await t.db.select({ id: liveCategories.id }).from(liveCategories).limit(1);
    const [teacherPost] = await t.db
      .select({ teacherId: liveMessages.teacherId, memberId: liveMessages.memberId })
      .from(liveMessages)
      .where(and(isNotNull(liveMessages.teacherId), eq(liveMessages.liveId, room?.id ?? 0)))
      .limit(1);
    const common = { liveId: room?.id ?? 0, categoryId: category?.id ?? 0, createdAt: t.clock.now() };
    await t.db.insert(liveMessages).values([
      {
        ...common,
        content: '【随堂测验】市盈率小测验：市盈率的计算公式是什么？',
        teacherId: teacherPost?.teacherId ?? null,
        memberId: teacherPost?.memberId ?? null,
        tplId: TplKind.quiz,
        tplRefId: 1,
      },
      {
        ...common,
        content: '老师，市盈率到底怎么看？我的持仓市盈率有 80 倍',
        memberId: teacherPost?.memberId,
      },
    ]);
    t.clock.advance(61_000);

    const { events } = await askOverHttp(base, token, { content: '什么是市盈率？' });
    const citations = citationsOf(events);
    expect(citations[0]).toMatchObject({ kind: 'wiki', title: '市盈率（PE）' });
    expect(new Set(citations.map((c) => c.url)).size).toBe(citations.length);
    const text = answerText(events);
    expect(text).not.toContain('测验');
    expect(text).not.toContain('持仓市盈率');
    const items = itemsOf(text.split('\n\n---')[0] ?? '');
    expect(items.length).toBeGreaterThan(0);
    // Every item is a link followed by its quote; no quote appears twice.
    for (const item of items) {
      expect(item).toHaveLength(2);
      expect(item[1]?.trim()).toMatch(/^> \S/);
    }
    const quotes = items.map((item) => item[1]?.replace(/\s+/g, ''));
    expect(new Set(quotes).size).toBe(quotes.length);
  });

  it('says it found nothing for a question our content does not cover', async () => {
    const { events } = await askOverHttp(base, token, { content: '今天天气怎么样？' });
    expect(citationsOf(events)).toEqual([]);
    expect(answerText(events)).toContain(AiText.noPassages);
    expect(events.at(-1)).toMatchObject({ type: 'done', status: 'done' });
  });
});

describe('投资百科', () => {
  it('lists its entries to visitors and opens one; a missing one is not found', async () => {
    const list = await api.get<WikiEntrySummary[]>(WikiApi.list);
    const entries = list.data ?? [];
    expect(entries.length).toBeGreaterThanOrEqual(60);
    expect(new Set(entries.map((e) => e.category)).size).toBeGreaterThanOrEqual(5);
    const kline = entries.find((e) => e.title === 'K线');
    const entry = await api.get<WikiEntry>(`${WikiApi.detail}/${kline?.id}`);
    expect(entry.data).toMatchObject({ id: kline?.id, title: 'K线', category: 'K线与指标' });
    expect(entry.data?.body).toContain('阳线');
    expect(await api.get(`${WikiApi.detail}/999999`)).toMatchObject({ code: 404, msg: WikiText.notFound });
  });
});
