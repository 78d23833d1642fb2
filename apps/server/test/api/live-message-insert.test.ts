import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { liveMessages, liveRooms } from '../../src/db/schema/live';
import type { LiveMessage } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { createLiveMessageRepository } from '../../src/modules/live-message/live-message.repository';
import { eventually } from '../helpers/eventually';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let repo: ReturnType<typeof createLiveMessageRepository>;

beforeAll(async () => {
  t = await createTestApp();
  repo = createLiveMessageRepository(t.db);
});
afterAll(async () => {
  await t.close();
});

const message = (liveId: number, content: string) => ({
  liveId,
  categoryId: 1,
  content,
  memberId: null,
  teacherId: 1,
  createdAt: new Date('2026-11-27T02:00:00.000Z'),
});

describe('storing a live message', () => {
  it('stores what was said and moves the room’s last message to it', async () => {
    const id = await repo.insert({ ...message(1, '<p>收盘复盘</p>'), quoteId: null, tplId: 0 });

    const [stored] = await t.db.select().from(liveMessages).where(eq(liveMessages.id, id));
    expect(stored).toMatchObject({
      liveId: 1,
      categoryId: 1,
      liveTypeId: 1,
      content: '<p>收盘复盘</p>',
      pic: null,
      teacherId: 1,
      status: 1,
      isTop: false,
      searchText: ' 收盘复盘 ',
    });
    expect(stored?.createdAt.toISOString()).toBe('2026-11-27T02:00:00.000Z');
    const [room] = await t.db.select().from(liveRooms).where(eq(liveRooms.id, 1));
    expect(room?.lastMessageId).toBe(id);
    expect(room?.lastMessageAt?.toISOString()).toBe('2026-11-27T02:00:00.000Z');
  });

  it('stores nothing for a room that does not exist', async () => {
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(liveMessages);
    await expect(repo.insert(message(987_654, '<p>无处可发</p>'))).rejects.toThrow(/not found/);
    const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(liveMessages);
    expect(after?.n).toBe(before?.n);
  });
});

describe('a quoted message', () => {
  it('is quoted as it was written, its figures whole', async () => {
    const note = '茅台(600519)目标价1,850.5元，止损1,620元，仓位≤20%';
    const quoteId = await repo.insert({ ...message(1, `<p>${note} 👍</p>`), quoteId: null, tplId: 0 });
    const replyId = await repo.insert({ ...message(1, '<p>收到</p>'), quoteId, tplId: 0 });

    const res = await client(t.app).get<LiveMessage[]>(`${Api.liveMessageList}?liveId=1&pageSize=100`);
    const reply = (res.rows as LiveMessage[]).find((row) => row.id === replyId);
    expect(reply?.quote).toMatchObject({ id: quoteId, content: note });
  });
});

// PGlite has a single connection, so a second writer can never be seen waiting on the room's lock there.
describe.runIf(process.env.TEST_DATABASE_URL)('ids of a room become visible in id order', () => {
  it('takes a message’s id only once it holds the room, so a later writer of the room gets a later id', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding = () => undefined as void;
    const locked = new Promise<void>((resolve) => (holding = resolve));
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`select id from ${liveRooms} where ${liveRooms.id} = 1 for update`);
      holding();
      await held;
    });
    await locked;

    const waiting = repo.insert(message(1, '<p>等候房间</p>'));
    await eventually(async () => {
      const [row] = rowsOf(
        await t.db.execute(
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock' and query like '%live_messages%'`,
        ),
      ) as { n: number }[];
      return (row?.n ?? 0) > 0;
    }, 'the insert waits for the room');
    const otherRoom = await repo.insert(message(2, '<p>另一个房间</p>'));
    release();
    await holder;
    const first = await waiting;

    expect(first).toBeGreaterThan(otherRoom);
  });
});
