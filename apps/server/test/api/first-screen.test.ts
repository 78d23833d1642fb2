import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_ANSWERS_ID, FIRST_SCREEN_ID, firstAnswerKey } from '@app/contract/first-screen';
import { AI_WELCOME_ZH_CN, AiApi, type AiInfo } from '@app/contract/ai';
import type { HomeInfo } from '@app/contract/home';
import type { RaceCard } from '@app/contract/markets';
import type { NewsCategory, NewsDetail, NewsItem } from '@app/contract/news';
import { Pages } from '@app/contract/pages';
import { Api } from '@app/contract/paths';
import { appSettings } from '../../src/db/schema/app-settings';
import { escapeHtml } from '../../src/lib/escape-html';
import { courses } from '../../src/db/schema/courses';
import { liveMessages, liveRooms } from '../../src/db/schema/live';
import { news, newsCategories } from '../../src/db/schema/news';
import { moduleIdOf } from '../helpers/content';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;
let webDist: string;
let freeId: number;
let lockedId: number;

const INDEX_HTML =
  '<!doctype html><html><head><title>财经学堂</title></head><body><div id="root"></div></body></html>';

async function addArticle(values: {
  title: string;
  description: string;
  content: string;
  moduleId: number | null;
}) {
  const [row] = await t.db
    .insert(news)
    .values({
      categoryId: 11,
      teacherId: null,
      visible: true,
      publishedAt: new Date('2026-11-20T01:30:00Z'),
      ...values,
    })
    .returning({ id: news.id });
  return row?.id as number;
}

const pageOf = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const visitsOf = async (id: number) =>
  (await t.db.select({ visits: news.visits }).from(news).where(eq(news.id, id)))[0]?.visits;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ webDist });
  api = client(t.app);
  freeId = await addArticle({
    title: '利率下行 <i>与</i> 家庭资产',
    description: '“四笔钱” & 配置',
    content:
      '<p onclick="steal()">先分清<b>用途</b></p><script>steal()</script><img src="/media/news/a.png">',
    moduleId: null,
  });
  lockedId = await addArticle({
    title: '会员内参',
    description: '公开摘要',
    content: '<p>只给会员看的正文</p>',
    moduleId: await moduleIdOf(t, 'vip_news'),
  });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const answersOf = (html: string): Record<string, unknown> => {
  const text = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">([^<]*)</script>`).exec(
    html,
  )?.[1];
  if (text === undefined) throw new Error('no answers in the page');
  return JSON.parse(text) as Record<string, unknown>;
};
const apiAnswer = async (address: string) =>
  JSON.parse((await t.app.inject({ method: 'GET', url: address })).body) as unknown;

describe('an article page opened cold', () => {
  it('carries the free article’s title, byline, summary and sanitized text before the app arrives', async () => {
    const html = await pageOf(`${Pages.newsDetails}?id=${freeId}`);
    expect(html).toContain('<title>利率下行 &lt;i&gt;与&lt;/i&gt; 家庭资产</title>');
    expect(html).toContain(`<div id="${FIRST_SCREEN_ID}">`);
    expect(html).toContain('<h1 class="fs-title">利率下行 &lt;i&gt;与&lt;/i&gt; 家庭资产</h1>');
    expect(html).toContain('<time datetime="2026-11-20T01:30:00.000Z">2026-11-20 09:30</time>');
    expect(html).toContain('<p class="fs-summary">“四笔钱” &amp; 配置</p>');
    expect(html).toContain('<p>先分清<b>用途</b></p>');
    expect(html).toContain('<img src="/media/news/a.png"');
    expect(html).not.toMatch(/onclick|<script>steal/);
    // The same article at its other address.
    expect(await pageOf(`${Pages.newsDetailsShow}?id=${freeId}`)).toContain('<h1 class="fs-title">');
  });

  it('counts no visit: the app’s own read of the article does', async () => {
    const before = await visitsOf(freeId);
    await pageOf(`${Pages.newsDetails}?id=${freeId}`);
    expect(await visitsOf(freeId)).toBe(before);
    expect((await api.get<NewsDetail>(`${Api.newsInfo}/${freeId}`)).code).toBe(200);
    expect(await visitsOf(freeId)).toBe((before ?? 0) + 1);
  });

  it('draws nothing of a locked article, and nothing for a missing or malformed id', async () => {
    const locked = await pageOf(`${Pages.newsDetails}?id=${lockedId}`);
    expect(locked).not.toContain(FIRST_SCREEN_ID);
    expect(locked).not.toContain('只给会员看的正文');
    expect(locked).not.toContain('会员内参');
    for (const query of ['?id=987654', '?id=abc', '?id=-1', '']) {
      expect(await pageOf(`${Pages.newsDetails}${query}`)).toBe(INDEX_HTML);
    }
  });

  it('leaves every other page as the plain app', async () => {
    expect(await pageOf(Pages.teacherList)).toBe(INDEX_HTML);
    expect(await pageOf(Pages.courseList)).toBe(INDEX_HTML);
  });
});

describe('the news list opened cold', () => {
  const tabsOf = (html: string) =>
    [...html.matchAll(/<span class="fs-tab( fs-tab-active)?">([^<]*)<\/span>/g)].map(([, active, title]) =>
      active ? `[${title}]` : title,
    );
  const titlesOf = (html: string) =>
    [...html.matchAll(/<h2 class="fs-card-title">([^<]*)<\/h2>/g)].map(([, title]) => title);
  const newestOf = async (categoryId: number) =>
    (await api.get<NewsItem[]>(`${Api.newsList}?categoryId=${categoryId}&pageNum=1&pageSize=5`))
      .rows as NewsItem[];

  let categories: NewsCategory[];
  let emptyId: number;
  beforeAll(async () => {
    // Without an id: the seed leaves the sequence past the ids it gave.
    const [empty] = await t.db
      .insert(newsCategories)
      .values({ title: '空的分类', sort: 999 })
      .returning({ id: newsCategories.id });
    emptyId = empty?.id as number;
    categories = (await api.get<NewsCategory[]>(Api.newsCategoryAll)).rows as NewsCategory[];
  });

  it('carries the tabs and the first tab’s five newest articles, and keeps the app’s title', async () => {
    const [first] = categories;
    if (!first) throw new Error('no news category in the seed');
    const html = await pageOf(Pages.newsList);
    expect(html).toContain('<title>财经学堂</title>');
    expect(tabsOf(html)).toEqual(categories.map((c) => (c.id === first.id ? `[${c.title}]` : c.title)));
    const newest = await newestOf(first.id);
    expect(newest.length).toBeGreaterThan(0);
    expect(titlesOf(html)).toEqual(newest.map((item) => escapeHtml(item.title)));
  });

  it('opens on the tab its address names, escaping what editors wrote, and on the first for an unknown one', async () => {
    const html = await pageOf(`${Pages.newsList}?categoryId=11`);
    expect(tabsOf(html)).toContain(`[${categories.find((c) => c.id === 11)?.title}]`);
    const newest = await newestOf(11);
    expect(titlesOf(html)).toEqual(newest.map((item) => escapeHtml(item.title)));
    if (newest.some((item) => item.id === freeId)) expect(html).toContain('利率下行 &lt;i&gt;与&lt;/i&gt;');
    expect(html).not.toContain('<i>与</i>');

    const unknown = await pageOf(`${Pages.newsList}?categoryId=987654`);
    expect(tabsOf(unknown)[0]).toBe(`[${categories[0]?.title}]`);
  });

  it('draws nothing for a tab without articles', async () => {
    expect(await pageOf(`${Pages.newsList}?categoryId=${emptyId}`)).toBe(INDEX_HTML);
  });
});

describe('the answers sent with a first screen', () => {
  const footer = `${Api.navList}?categoryCode=footer&linkTypeCode=h5`;

  it('are the API’s own answers to a visitor’s first reads of the news list, the footer tabs included', async () => {
    const answers = answersOf(await pageOf(`${Pages.newsList}?categoryId=11`));
    const list = `${Api.newsList}?categoryId=11&pageNum=1&pageSize=20`;
    expect(Object.keys(answers).sort()).toEqual(
      [footer, Api.newsCategoryAll, list].map((address) => firstAnswerKey(address)).sort(),
    );
    for (const address of [footer, Api.newsCategoryAll, list])
      expect(answers[firstAnswerKey(address)]).toEqual(await apiAnswer(address));
  });

  it('carry an article’s comments but not the article, whose read counts the visit', async () => {
    const answers = answersOf(await pageOf(`${Pages.newsDetails}?id=${freeId}`));
    const comments = `${Api.newsCommentList}/${freeId}?pageNum=1&pageSize=20`;
    expect(Object.keys(answers).sort()).toEqual([footer, comments].map((a) => firstAnswerKey(a)).sort());
    expect(answers[firstAnswerKey(comments)]).toEqual(await apiAnswer(comments));
  });

  it('carry what the assistant says of itself', async () => {
    const answers = answersOf(await pageOf(Pages.ai));
    expect(answers[firstAnswerKey(AiApi.info)]).toEqual(await apiAnswer(AiApi.info));
  });

  it('are never a member’s: a locked article’s page carries none', async () => {
    expect(await pageOf(`${Pages.newsDetails}?id=${lockedId}`)).not.toContain(FIRST_ANSWERS_ID);
  });
});

describe('the assistant opened cold', () => {
  it('carries its title, who answers, the welcome and the questions to start with, as the app words them', async () => {
    const info = (await api.get<AiInfo>(AiApi.info)).data as AiInfo;
    const html = await pageOf(Pages.ai);
    expect(html).toContain(`<title>${AI_WELCOME_ZH_CN.title}</title>`);
    expect(html).toContain(`<div class="fs-bar fs-bar-titled">${AI_WELCOME_ZH_CN.title}</div>`);
    expect(html).toContain(`<span class="fs-ai-badge">${AI_WELCOME_ZH_CN.builtinBadge}</span>`);
    expect(html).toContain(`<h2 class="fs-ai-title">${AI_WELCOME_ZH_CN.welcome}</h2>`);
    expect(html).toContain(AI_WELCOME_ZH_CN.welcomeBuiltin);
    const drawn = [...html.matchAll(/<span class="fs-ai-suggestion">([^<]*)<\/span>/g)].map(([, q]) => q);
    expect(drawn).toEqual(info.suggestions);
    expect(html).toContain(`<a class="fs-ai-wiki" href="${Pages.wikiList}">${AI_WELCOME_ZH_CN.toWiki}</a>`);
  });
});

describe('a race page opened cold', () => {
  it('carries the race’s banner and title, and nothing for a race that does not exist', async () => {
    const [race] = (await api.get<RaceCard[]>(`${Api.stockRaceList}?pageNum=1&pageSize=1`))
      .rows as RaceCard[];
    if (!race) throw new Error('no race in the seed');
    const html = await pageOf(`${Pages.stockRace}?id=${race.id}`);
    expect(html).toContain(`<title>${race.title}</title>`);
    expect(html).toContain(
      `<span class="fs-banner"><img src="${race.pic}" alt="" fetchpriority="high"></span>`,
    );
    expect(html).toContain(`<h2 class="fs-hero-title">${race.title}</h2>`);
    // The banner is asked for first, ahead of the app's code.
    expect(html).toContain(`<head><link rel="preload" as="image" fetchpriority="high" href="${race.pic}">`);
    expect(await pageOf(`${Pages.stockRace}?id=987654`)).toBe(INDEX_HTML);
  });
});

describe('a live text room opened cold', () => {
  // Seeded text rooms: 1 and 2 are free; 3 is made members-only here, before anything reads it.
  const FREE_ROOM = 1;
  const PAID_ROOM = 3;
  let newestId: number;

  beforeAll(async () => {
    await t.db
      .update(liveRooms)
      .set({ moduleId: await moduleIdOf(t, 'live_vip') })
      .where(eq(liveRooms.id, PAID_ROOM));
    const at = new Date('2026-11-27T02:00:00Z');
    const rows = await t.db
      .insert(liveMessages)
      .values([
        // What a visitor may not see: a hidden member comment.
        { liveId: FREE_ROOM, categoryId: 1, content: '<p>已隐藏的评论</p>', status: 0, createdAt: at },
        {
          liveId: FREE_ROOM,
          categoryId: 1,
          content: '<p onclick="steal()">尾盘<b>放量</b></p><script>steal()</script>',
          pic: '/uploads/live/chart.png',
          createdAt: at,
        },
      ])
      .returning({ id: liveMessages.id });
    newestId = rows[1]?.id as number;
  });

  it('sends a visitor’s reads of the room that count no visit, as the API answers them', async () => {
    const answers = answersOf(await pageOf(`${Pages.chat}?id=${FREE_ROOM}`));
    const reads = [
      Api.liveCategoryAll,
      Api.riskTipDict,
      `${Api.liveAdListAll}/liveRoom`,
      `${Api.liveMessageTop}/${FREE_ROOM}/1`,
      `${Api.liveMessageList}?liveId=${FREE_ROOM}&categoryId=1&liveTypeCode=word&pageNum=1&pageSize=20`,
    ];
    for (const read of reads) expect(answers[firstAnswerKey(read)]).toEqual(await apiAnswer(read));
    expect(JSON.stringify(answers)).toContain(`"id":${newestId}`);
    expect(JSON.stringify(answers)).not.toContain('已隐藏的评论');
    expect(Object.keys(answers)).not.toContain(firstAnswerKey(`${Api.liveWordInfo}/${FREE_ROOM}`));
  });

  it('carries the room’s title and its newest messages, sanitized, with the newest last', async () => {
    const html = await pageOf(`${Pages.chat}?id=${FREE_ROOM}`);
    expect(html).toContain('<title>陈知远·价值投资直播间</title>');
    expect(html).toContain('<div class="fs-bar fs-bar-titled">陈知远·价值投资直播间</div>');
    // The app's list must lay itself out behind the first screen to draw its first messages.
    expect(html).toContain('#root{visibility:hidden;position:fixed;inset:0;overflow:hidden}');
    expect(html).toContain('<p>尾盘<b>放量</b></p>');
    // What the page draws is sanitized; the answers beside it are the API's, which the app sanitizes as it
    // draws them, with every < escaped (answersOf reads them only so).
    const drawn = html.replace(
      new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">[^<]*</script>`),
      '',
    );
    expect(drawn).not.toMatch(/onclick|<script>steal/);
    expect(html).not.toContain('已隐藏的评论');
    // The newest message closes the list, its picture asked for first.
    expect(html).toMatch(
      /尾盘<b>放量<\/b><\/p><\/div><span class="fs-msg-pic"><img src="\/uploads\/live\/chart.png" alt=""><\/span><\/div><\/div><\/article><\/div><div class="fs-chat-foot">/,
    );
    expect(html).toContain(
      '<head><link rel="preload" as="image" fetchpriority="high" href="/uploads/live/chart.png">',
    );
  });

  it('draws nothing of a members-only room, nor for a search hit, another category or a missing room', async () => {
    const paid = await pageOf(`${Pages.chat}?id=${PAID_ROOM}`);
    expect(paid).toBe(INDEX_HTML);
    for (const query of [
      `?id=${FREE_ROOM}&messageId=${newestId}`,
      `?id=${FREE_ROOM}&categoryId=2`,
      '?id=987654',
      '?id=abc',
      '',
    ]) {
      expect(await pageOf(`${Pages.chat}${query}`)).toBe(INDEX_HTML);
    }
  });
});

describe('a course page opened cold', () => {
  it('carries a free course’s picture in the player’s frame and its title, and counts no visit', async () => {
    const [course] = await t.db.select().from(courses).where(isNull(courses.moduleId)).limit(1);
    if (!course) throw new Error('no free course in the seed');
    const html = await pageOf(`${Pages.courseVideo}?id=${course.id}`);
    expect(html).toContain(`<title>${course.title}</title>`);
    expect(html).toContain(
      `<div class="fs-player-frame"><img src="${course.pic}" alt="" fetchpriority="high"></div>`,
    );
    expect(html).toContain(`<h1 class="fs-course-title">${course.title}</h1>`);
    expect(html).toContain(`<head><link rel="preload" as="image" fetchpriority="high" href="${course.pic}">`);
    expect(await pageOf(`${Pages.appletsCourseDetails}?id=${course.id}`)).toContain('fs-course-title');
    const [after] = await t.db
      .select({ visits: courses.visits })
      .from(courses)
      .where(eq(courses.id, course.id));
    expect(after?.visits).toBe(course.visits);
  });

  it('draws nothing of a course behind a module, nor for a missing one', async () => {
    const [paid] = await t.db.select().from(courses).where(isNotNull(courses.moduleId)).limit(1);
    if (!paid) throw new Error('no paid course in the seed');
    const html = await pageOf(`${Pages.courseVideo}?id=${paid.id}`);
    expect(html).toBe(INDEX_HTML);
    expect(await pageOf(`${Pages.courseVideo}?id=987654`)).toBe(INDEX_HTML);
  });
});

describe('the home page opened cold', () => {
  const homeSettings = async () =>
    (await t.db.select().from(appSettings).where(eq(appSettings.key, 'home')))[0]?.value as Record<
      string,
      unknown
    >;
  const setHome = (value: unknown) =>
    t.db.update(appSettings).set({ value }).where(eq(appSettings.key, 'home'));

  it('carries the service’s name, slogan and first banner, at both of its addresses', async () => {
    const info = (await api.get<HomeInfo>(Api.homeInfo)).data as HomeInfo;
    const banner = info.banners[0];
    if (!banner) throw new Error('no banner in the seed');
    for (const address of ['/', Pages.about]) {
      const html = await pageOf(address);
      expect(html).toContain(`<title>${info.title}</title>`);
      expect(html).toContain(`<h1 class="fs-home-brand">${info.title}</h1>`);
      expect(html).toContain(`<p class="fs-home-slogan">${info.slogan}</p>`);
      expect(html).toContain(
        `<div class="fs-home-banner"><img src="${banner.pic}" alt="" fetchpriority="high"></div>`,
      );
      expect(html).toContain(
        `<head><link rel="preload" as="image" fetchpriority="high" href="${banner.pic}">`,
      );
    }
  });

  it('escapes what the editors wrote, draws no outside picture, and nothing while the page is not set up', async () => {
    const stored = await homeSettings();
    try {
      await setHome({
        ...stored,
        title: '学堂 <b>&',
        slogan: '',
        banners: [{ id: 9, title: '外链', pic: 'https://tracker.example/a.png', link: null }],
      });
      const html = await pageOf('/');
      expect(html).toContain('<h1 class="fs-home-brand">学堂 &lt;b&gt;&amp;</h1>');
      expect(html).toContain('<p class="fs-home-slogan">&nbsp;</p>');
      expect(html).not.toContain('tracker.example');
      await setHome({ unexpected: true });
      expect(await pageOf('/')).toBe(INDEX_HTML);
    } finally {
      await setHome(stored);
    }
  });
});
