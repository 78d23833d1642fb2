import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { Pages } from '@app/contract/pages';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema/app-settings';
import { dictItems } from '../db/schema/dict-items';
import { liveCategories, liveMessages, liveRooms, liveRoomTeachers } from '../db/schema/live';
import { members } from '../db/schema/members';
import { navLinks } from '../db/schema/nav-links';
import { teachers } from '../db/schema/teachers';
import type { Clock } from '../lib/clock';
import { sanitizeChatHtml } from '../lib/sanitize-rich-text';
import { seedLiveCategories, seedLiveMembers, seedLiveRooms, seedRiskTips } from './data/live-rooms';
import * as script from './data/live-script';
import { seedTeachers } from './data/teachers';
import { demoMember } from './demo-accounts';

export const LIVE_SEED_MARKER = 'seed:live';
const DAYS = 5;
const CHINA_OFFSET_MS = 8 * 3_600_000;
const MINUTE = 60_000;
const CHUNK = 1000;

/** Deterministic pseudo-random numbers, so every fresh database gets the same story. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, int };
}
type Random = ReturnType<typeof random>;

function fill(template: string, r: Random): string {
  const s1 = r.pick(script.sectors);
  let s2: string = r.pick(script.sectors);
  if (s2 === s1) s2 = script.sectors[(script.sectors.indexOf(s1) + 5) % script.sectors.length] as string;
  const values: Record<string, string> = {
    s1,
    s2,
    dir: r.pick(['上涨', '下跌', '微涨', '微跌']),
    dir2: r.pick(['走强', '走弱', '涨跌互现']),
    dir3: r.pick(['红', '绿', '涨', '跌']),
    open: r.pick(['平', '小幅高', '小幅低']),
    pct: (r.next() * 1.6).toFixed(2),
    pct2: (r.next() * 2).toFixed(2),
    pct3: (r.next() * 2.4).toFixed(2),
    idx: String(r.int(3050, 3420)),
    amt: String(r.int(7800, 12600)),
    vol: r.pick(['放量', '缩量', '基本持平']),
    flow: r.pick(['买入', '卖出']),
    n: String(r.int(2, 68)),
    d: String(r.int(3, 7)),
    up: String(r.int(35, 110)),
    down: String(r.int(2, 25)),
    plan: r.pick(script.plans),
  };
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** Midnight (China time) of the most recent `count` weekdays up to `now`, oldest first. */
function tradingDays(now: Date, count: number): number[] {
  const days: number[] = [];
  const shifted = now.getTime() + CHINA_OFFSET_MS;
  let midnight = shifted - (shifted % 86_400_000) - CHINA_OFFSET_MS;
  while (days.length < count) {
    const weekday = new Date(midnight + CHINA_OFFSET_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.unshift(midnight);
    midnight -= 86_400_000;
  }
  return days;
}

interface Draft {
  liveId: number;
  categoryId: number;
  content: string;
  pic: string | null;
  memberId: number | null;
  teacherId: number | null;
  quote: Draft | null;
  status: number;
  isTop: boolean;
  at: number;
  id?: number;
}

const html = (text: string, picture?: string) =>
  sanitizeChatHtml(`<p>${text}</p>${picture ? `<p><img src="${picture}"></p>` : ''}`);

/** One room's history: teacher commentary through each trading day, viewpoints, Q&A and member comments. */
function roomHistory(input: {
  liveId: number;
  roomIndex: number;
  teacherIds: number[];
  openComments: boolean;
  commenters: number[];
  demoMemberId: number;
  demoTeacherId: number;
  days: number[];
  now: number;
}): Draft[] {
  const r = random(20260 + input.roomIndex * 7919);
  const drafts: Draft[] = [];
  const teacher = () => r.pick(input.teacherIds);
  const add = (draft: Omit<Draft, 'status' | 'isTop' | 'quote' | 'pic'> & Partial<Draft>) => {
    if (draft.at >= input.now) return null;
    const full: Draft = { status: 1, isTop: false, quote: null, pic: null, ...draft };
    drafts.push(full);
    return full;
  };
  // `day` is a China-time midnight, so hours and minutes here are China (exchange) time.
  const at = (day: number, hour: number, minute: number) => day + (hour * 60 + minute) * MINUTE;
  let chartIndex = input.roomIndex;

  input.days.forEach((day, dayIndex) => {
    const isFirstDay = dayIndex === 0;
    if (isFirstDay) {
      script.topLines.forEach((line, i) =>
        add({
          liveId: input.liveId,
          categoryId: 1,
          content: html(fill(line, r)),
          teacherId: input.teacherIds[0] ?? teacher(),
          memberId: null,
          isTop: true,
          at: at(day, 8, 30 + i),
        }),
      );
    }
    add({
      liveId: input.liveId,
      categoryId: 1,
      content: html(fill(r.pick(script.openingLines), r)),
      teacherId: teacher(),
      memberId: null,
      at: at(day, 9, r.int(0, 20)),
    });
    // Trading sessions: 09:30-11:30 and 13:00-15:00, a message every few minutes.
    for (const [start, end] of [
      [9 * 60 + 30, 11 * 60 + 30],
      [13 * 60, 15 * 60],
    ] as const) {
      for (let minute = start + r.int(1, 6); minute < end; minute += r.int(1, 3)) {
        const withChart = r.next() < 0.07;
        if (withChart) chartIndex = (chartIndex % 6) + 1;
        const text = r.next() < 0.08 ? r.pick(script.lessons) : fill(r.pick(script.intradayLines), r);
        add({
          liveId: input.liveId,
          categoryId: 1,
          content: html(text, withChart ? `/media/live/chart-${chartIndex}.svg` : undefined),
          teacherId: teacher(),
          memberId: null,
          at: at(day, Math.floor(minute / 60), minute % 60),
        });
      }
    }
    add({
      liveId: input.liveId,
      categoryId: 1,
      content: html(fill(r.pick(script.closingLines), r)),
      teacherId: teacher(),
      memberId: null,
      at: at(day, 15, r.int(5, 30)),
    });
    for (let i = 0; i < 3; i += 1)
      add({
        liveId: input.liveId,
        categoryId: 2,
        content: html(fill(r.pick(script.viewpointLines), r)),
        teacherId: teacher(),
        memberId: null,
        at: at(day, 16 + i * 2, r.int(0, 59)),
      });

    // Questions in the 答疑 tab, answered by a teacher quoting them.
    for (let i = 0; i < 4; i += 1) {
      const asker = r.pick(input.commenters);
      const question = add({
        liveId: input.liveId,
        categoryId: 3,
        content: html(fill(r.pick(script.questions), r)),
        teacherId: null,
        memberId: asker,
        at: at(day, 19, i * 12 + r.int(0, 5)),
      });
      if (question)
        add({
          liveId: input.liveId,
          categoryId: 3,
          content: html(fill(r.pick(script.answers), r)),
          teacherId: teacher(),
          memberId: null,
          quote: question,
          at: question.at + r.int(3, 9) * MINUTE,
        });
    }

    if (!input.openComments) return;
    // Member comments during the session; about half get a teacher's reply quoting them.
    for (let i = 0; i < 20; i += 1) {
      const minute = 9 * 60 + 35 + r.int(0, 320);
      const hour = Math.floor(minute / 60);
      if (hour >= 11 && hour < 13) continue;
      const asker = r.pick(input.commenters);
      const comment = add({
        liveId: input.liveId,
        categoryId: 1,
        content: html(fill(r.pick(script.questions), r)),
        teacherId: null,
        memberId: asker,
        at: at(day, hour, minute % 60),
      });
      if (comment && r.next() < 0.5)
        add({
          liveId: input.liveId,
          categoryId: 1,
          content: html(fill(r.pick(script.answers), r)),
          teacherId: teacher(),
          memberId: null,
          quote: comment,
          at: comment.at + r.int(1, 6) * MINUTE,
        });
    }
    // The demo member asks every day and the demo teacher answers, so "only my messages" has content.
    const demoQuestion = add({
      liveId: input.liveId,
      categoryId: 1,
      content: html(fill(r.pick(script.questions), r)),
      teacherId: null,
      memberId: input.demoMemberId,
      at: at(day, 10, 15 + input.roomIndex * 7),
    });
    if (demoQuestion)
      add({
        liveId: input.liveId,
        categoryId: 1,
        content: html(fill(r.pick(script.answers), r)),
        teacherId: input.demoTeacherId,
        memberId: null,
        quote: demoQuestion,
        at: demoQuestion.at + 4 * MINUTE,
      });
    if (dayIndex === DAYS - 2)
      add({
        liveId: input.liveId,
        categoryId: 1,
        content: html(r.pick(script.spamComments)),
        teacherId: null,
        memberId: r.pick(input.commenters),
        status: 0,
        at: at(day, 14, 5 + input.roomIndex),
      });
  });
  return drafts;
}

/**
 * Live rooms content block: rooms, categories, teachers, several days of messages, the risk notice, the
 * 直播 tab and the 图文直播 home entry. Runs once per database (its own marker), so an existing embedded
 * database seeded before live rooms existed is upgraded on its next start.
 */
export async function seedLive(db: Database, clock: Clock): Promise<{ seeded: boolean; messages: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${LIVE_SEED_MARKER}))`);
    const marker = await tx.select().from(appSettings).where(eq(appSettings.key, LIVE_SEED_MARKER)).limit(1);
    if (marker.length > 0) return { seeded: false, messages: 0 };
    const now = clock.now();

    const teacherRows = await tx
      .select({ id: teachers.id, name: teachers.name })
      .from(teachers)
      .where(
        inArray(
          teachers.name,
          seedTeachers.map((t) => t.name),
        ),
      );
    const teacherId = (position: number) => {
      const name = seedTeachers[position - 1]?.name;
      const row = teacherRows.find((t) => t.name === name);
      if (!row) throw new Error(`seed teacher ${position} is missing`);
      return row.id;
    };
    const [demo] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, demoMember.username))
      .limit(1);
    if (!demo) throw new Error('demo member is missing');

    await tx.insert(liveCategories).values(seedLiveCategories.map((c) => ({ ...c })));
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('live_categories', 'id'), (select max(id) from live_categories))`,
    );
    await tx.insert(dictItems).values(seedRiskTips.map((t) => ({ type: 'risk_tip', ...t })));

    const commenters = (
      await tx
        .insert(members)
        .values(
          seedLiveMembers.map((m) => ({
            username: m.username,
            // Not a valid scrypt record: these members exist to have written comments, never to log in.
            passwordHash: '!',
            nickname: m.nickname,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: members.id })
    ).map((m) => m.id);

    const rooms = await tx
      .insert(liveRooms)
      .values(
        seedLiveRooms.map((room, i) => ({
          typeCode: 'word' as const,
          title: room.title,
          pic: room.pic,
          description: room.description,
          isOpenComment: room.isOpenComment,
          heat: room.heat,
          likes: Math.round(room.heat / 9),
          shares: Math.round(room.heat / 31),
          sort: i + 1,
          createdAt: now,
        })),
      )
      .returning({ id: liveRooms.id });
    await tx.insert(liveRoomTeachers).values(
      seedLiveRooms.flatMap((room, i) =>
        room.teachers.map((position, sort) => ({
          liveId: rooms[i]!.id,
          teacherId: teacherId(position),
          sort,
        })),
      ),
    );

    const days = tradingDays(now, DAYS);
    const drafts = seedLiveRooms
      .flatMap((room, i) =>
        roomHistory({
          liveId: rooms[i]!.id,
          roomIndex: i,
          teacherIds: room.teachers.map(teacherId),
          openComments: room.isOpenComment === 1,
          commenters,
          demoMemberId: demo.id,
          demoTeacherId: teacherId(1),
          days,
          now: now.getTime(),
        }),
      )
      .sort((a, b) => a.at - b.at);

    // Ids follow time, as live posts would have produced them; explicit ids let replies point at quotes.
    const [maxRow] = await tx
      .select({ max: sql<number>`coalesce(max(${liveMessages.id}), 0)` })
      .from(liveMessages);
    const base = Number(maxRow?.max ?? 0);
    drafts.forEach((d, i) => {
      d.id = base + i + 1;
    });
    for (let start = 0; start < drafts.length; start += CHUNK) {
      await tx.insert(liveMessages).values(
        drafts.slice(start, start + CHUNK).map((d) => ({
          id: d.id,
          liveId: d.liveId,
          categoryId: d.categoryId,
          liveTypeId: 1,
          content: d.content,
          pic: d.pic,
          memberId: d.memberId,
          teacherId: d.teacherId,
          quoteId: d.quote?.id ?? null,
          status: d.status,
          isTop: d.isTop,
          createdAt: new Date(d.at),
        })),
      );
    }
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('live_messages', 'id'), greatest((select max(id) from live_messages), 1))`,
    );
    await tx.execute(sql`
      update live_rooms r set last_message_id = m.id, last_message_at = m.created_at
      from (select distinct on (live_id) live_id, id, created_at from live_messages order by live_id, id desc) m
      where m.live_id = r.id`);

    // 直播 tab between 资讯 and 我的 (the home menu is seed-menu.ts's).
    const [mine] = await tx
      .select({ sort: navLinks.sort })
      .from(navLinks)
      .where(and(eq(navLinks.categoryCode, 'footer'), eq(navLinks.link, Pages.mine)))
      .limit(1);
    const liveTabSort = mine?.sort ?? 99;
    await tx
      .update(navLinks)
      .set({ sort: sql`${navLinks.sort} + 1` })
      .where(and(eq(navLinks.categoryCode, 'footer'), gte(navLinks.sort, liveTabSort)));
    await tx.insert(navLinks).values([
      {
        categoryCode: 'footer',
        title: '直播',
        link: Pages.liveRooms,
        icon: '/media/icons/tab-live.svg',
        iconActive: '/media/icons/tab-live-active.svg',
        sort: liveTabSort,
        createdAt: now,
      },
    ]);

    await tx
      .insert(appSettings)
      .values({ key: LIVE_SEED_MARKER, value: { at: now.toISOString() }, updatedAt: now });
    return { seeded: true, messages: drafts.length };
  });
}
