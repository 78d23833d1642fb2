import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@app/contract/account';
import { InteractiveMsg, TplKind, type Lottery } from '@app/contract/interactive';
import type { LiveMessage } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { lotteries } from '../../src/db/schema/interactive';
import { liveRooms, liveRoomTeachers } from '../../src/db/schema/live';
import { members } from '../../src/db/schema/members';
import { teachers } from '../../src/db/schema/teachers';
import { drawWinners, seedHashOf } from '../../src/modules/lottery/lottery-draw';
import { client } from '../helpers/http';
import { loginAs, openSocket } from '../helpers/live';
import { insertMembers } from '../helpers/members';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;
let teacher: LoginResult;
let member: LoginResult;
const ROOM = 1;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
  teacher = await loginAs(t, 'teacher');
  member = await loginAs(t, 'member');
});
afterAll(async () => {
  await t.close();
});

const endsIn = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

async function start(body: Record<string, unknown> = {}, token = teacher.token) {
  return api.post<{ id: number }>(
    Api.lotteryStart,
    {
      liveId: ROOM,
      prize: '《价值投资实战》签名版',
      winnerCount: 3,
      endsAt: endsIn(5 * MINUTE),
      claimInfo: '请在7天内添加助教微信 kd-helper 领取',
      ...body,
    },
    { token },
  );
}
const info = (id: number, token?: string) =>
  api.get<Lottery>(`${Api.lotteryInfo}/${id}`, token ? { token } : {});
const join = (id: number, token: string) => api.post<Lottery>(Api.lotteryJoin, { id }, { token });

describe('lotteries', () => {
  it('the demo member finds the seeded lottery among theirs, drawn verifiably', async () => {
    const mine = await api.get<Lottery[]>(Api.lotteryMine, { token: member.token });
    const seeded = mine.rows?.[0];
    expect(seeded).toMatchObject({ status: 'drawn', joined: true, winnerCount: 2 });
    expect(seedHashOf(seeded?.seed ?? '')).toBe(seeded?.seedHash);
    expect(drawWinners(seeded?.seed ?? '', seeded?.entrantIds ?? [], 2)).toEqual(
      seeded?.winners.map((w) => w.memberId),
    );
  });

  it('a teacher of the room starts one; everyone in the room gets its card in real time', async () => {
    const socket = await openSocket(t, ROOM);
    socket.send({ type: 'online', liveId: ROOM, userType: 'visitor' });
    await socket.next('online');
    const started = await start();
    expect(started.code, started.msg).toBe(200);
    const id = started.data?.id ?? 0;
    const frame = await socket.next('msg', (f) => f.data.tplId === TplKind.lottery);
    expect(frame.data).toMatchObject({ tplId: TplKind.lottery, tplRefId: id, liveId: ROOM });
    expect(frame.data.content).toContain('价值投资实战');
    await socket.close();

    // The card is a message of the room like any other: in the list and in search.
    const list = await api.get<LiveMessage[]>(`${Api.liveMessageList}?liveId=${ROOM}&pageSize=5`);
    expect(list.rows?.find((m) => m.tplRefId === id)?.tplId).toBe(TplKind.lottery);
    const found = await api.get<LiveMessage[]>(
      `${Api.liveMessageSearch}?liveId=${ROOM}&content=${encodeURIComponent('签名版')}`,
    );
    expect(found.rows?.some((m) => m.tplRefId === id)).toBe(true);

    // ... in a reconnecting client's gap fill ...
    const gap = await api.get<{ rows: LiveMessage[] }>(
      `${Api.liveMessageAfter}?liveId=${ROOM}&afterId=${frame.data.id - 1}`,
    );
    expect(gap.data?.rows[0]).toMatchObject({ id: frame.data.id, tplId: TplKind.lottery, tplRefId: id });
    // ... and a screenshot of it draws its text line.
    const shot = await api.post<{ pic: string }>(
      Api.screenshot,
      { liveMessageIds: [frame.data.id] },
      { token: member.token },
    );
    expect(shot.code, shot.msg).toBe(200);
    const svg = await t.app.inject({ method: 'GET', url: shot.data?.pic ?? '' });
    expect(svg.body).toContain('价值投资实战');

    const shown = await info(id);
    expect(shown.data).toMatchObject({ status: 'open', entrants: 0, seed: null, claimInfo: null });
    expect(shown.data?.seedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a teacher of another room, a member, and ends outside a minute to a day', async () => {
    const [otherTeacher] = await t.db
      .select({ id: teachers.id })
      .from(teachers)
      .orderBy(teachers.id)
      .limit(2)
      .offset(1);
    const inRoom = await t.db.select().from(liveRoomTeachers).where(eq(liveRoomTeachers.liveId, ROOM));
    expect(inRoom.map((r) => r.teacherId)).not.toContain(otherTeacher?.id);
    const [stranger] = await insertMembers(t, 1, {
      prefix: 'other_teacher',
      teacherId: otherTeacher?.id ?? 0,
    });
    const refused = await start({}, stranger?.token);
    expect(refused).toMatchObject({ code: 403, msg: InteractiveMsg.lotteryTeacherOnly });
    expect((await start({}, member.token)).msg).toBe(InteractiveMsg.lotteryTeacherOnly);
    expect((await start({ endsAt: endsIn(10_000) })).msg).toBe(InteractiveMsg.lotteryEndInvalid);
    expect((await start({ endsAt: endsIn(2 * 86_400_000) })).msg).toBe(InteractiveMsg.lotteryEndInvalid);
    expect((await start({ winnerCount: 0 })).code).toBe(400);
    expect((await start({ prize: '' })).code).toBe(400);
  });

  it('members join once; after the end the draw is reproducible from the published seed', async () => {
    const id = (await start({ winnerCount: 2 })).data?.id ?? 0;
    const before = await info(id);
    const people = await insertMembers(t, 6, { prefix: 'fair' });
    for (const p of people) expect((await join(id, p.token)).code).toBe(200);
    const again = await join(id, people[0]?.token ?? '');
    expect(again).toMatchObject({ code: 409, msg: InteractiveMsg.lotteryJoined });
    expect((await join(id, teacher.token)).msg).toBe(InteractiveMsg.lotteryTeacherCannotJoin);
    expect((await info(id, people[1]?.token)).data).toMatchObject({ joined: true, entrants: 6 });

    const socket = await openSocket(t, ROOM);
    socket.send({ type: 'online', liveId: ROOM, userType: 'visitor' });
    await socket.next('online');
    t.clock.advance(5 * MINUTE);
    const late = await insertMembers(t, 1, { prefix: 'late' });
    expect(await join(id, late[0]?.token ?? '')).toMatchObject({
      code: 409,
      msg: InteractiveMsg.lotteryEnded,
    });

    const result = (await info(id)).data as Lottery;
    expect(result.status).toBe('drawn');
    const frame = await socket.next('tpl', (f) => f.refId === id);
    expect(frame).toMatchObject({ event: 'drawn', tplId: TplKind.lottery, liveId: ROOM });
    await socket.close();

    // Audit: the revealed seed matches the hash published at the start, and recomputes the winners.
    expect(result.seed).not.toBeNull();
    expect(seedHashOf(result.seed ?? '')).toBe(before.data?.seedHash);
    expect(result.entrantIds).toEqual(people.map((p) => p.id).sort((a, b) => a - b));
    const winnerIds = result.winners.map((w) => w.memberId);
    expect(drawWinners(result.seed ?? '', result.entrantIds ?? [], 2)).toEqual(winnerIds);
    expect(frame.winners.map((w) => w.memberId)).toEqual(winnerIds);
    expect(new Set(winnerIds).size).toBe(2);

    // Winners see how to claim; others see the result without it.
    const winner = people.find((p) => p.id === winnerIds[0]);
    const loser = people.find((p) => !winnerIds.includes(p.id));
    expect((await info(id, winner?.token)).data).toMatchObject({
      won: true,
      claimInfo: expect.stringContaining('kd-helper'),
    });
    expect((await info(id, loser?.token)).data).toMatchObject({ won: false, joined: true, claimInfo: null });
    const mine = await api.get<Lottery[]>(`${Api.lotteryMine}?won=1`, { token: winner?.token ?? '' });
    expect(mine.rows?.map((l) => l.id)).toContain(id);
    const lost = await api.get<Lottery[]>(`${Api.lotteryMine}?won=1`, { token: loser?.token ?? '' });
    expect(lost.rows?.map((l) => l.id)).not.toContain(id);
  });

  it('draws exactly once, whoever asks', async () => {
    const id = (await start({ winnerCount: 1 })).data?.id ?? 0;
    const people = await insertMembers(t, 3, { prefix: 'once' });
    for (const p of people) await join(id, p.token);
    t.clock.advance(5 * MINUTE);
    const results = await Promise.all([info(id), info(id), info(id)]);
    const winners = results.map((r) => JSON.stringify(r.data?.winners));
    expect(new Set(winners).size).toBe(1);
    const [row] = await t.db.select().from(lotteries).where(eq(lotteries.id, id));
    expect(row?.winnerIds).toHaveLength(1);
  });

  it('200 members joining at once are all counted once', async () => {
    const id = (await start({ winnerCount: 5 })).data?.id ?? 0;
    const people = await insertMembers(t, 200, { prefix: 'crowd' });
    const answers = await Promise.all(people.map((p) => join(id, p.token)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(200);
    // Everyone tries again at once: all refused as already in.
    const twice = await Promise.all(people.slice(0, 50).map((p) => join(id, p.token)));
    expect(twice.every((a) => a.code === 409)).toBe(true);
    expect((await info(id)).data?.entrants).toBe(200);
    t.clock.advance(5 * MINUTE);
    const drawn = (await info(id)).data as Lottery;
    expect(drawn.entrantIds).toHaveLength(200);
    expect(drawn.winners).toHaveLength(5);
    expect(drawWinners(drawn.seed ?? '', drawn.entrantIds ?? [], 5)).toEqual(
      drawn.winners.map((w) => w.memberId),
    );
  });

  it('asks for the right the lottery needs', async () => {
    const followers = (await start({ eligibility: 'followers' })).data?.id ?? 0;
    const assessed = (await start({ eligibility: 'assessed' })).data?.id ?? 0;
    const [p] = await insertMembers(t, 1, { prefix: 'right' });
    expect(await join(followers, p?.token ?? '')).toMatchObject({
      code: 403,
      msg: InteractiveMsg.lotteryFollowersOnly,
    });
    expect(await join(assessed, p?.token ?? '')).toMatchObject({
      code: 403,
      msg: InteractiveMsg.lotteryAssessedOnly,
    });
    expect((await api.post(Api.lotteryJoin, { id: 999999 }, { token: p?.token ?? '' })).code).toBe(404);
    expect((await api.post(Api.lotteryJoin, { id: followers })).code).toBe(401);
  });
});

describe('lotteries in a video room', () => {
  it('start, show as a card among the comments, and draw the same way', async () => {
    const [me] = await t.db
      .select({ teacherId: members.teacherId })
      .from(members)
      .where(eq(members.id, teacher.memberId));
    const [video] = await t.db
      .select({ id: liveRooms.id })
      .from(liveRooms)
      .innerJoin(liveRoomTeachers, eq(liveRoomTeachers.liveId, liveRooms.id))
      .where(
        and(
          eq(liveRooms.typeCode, 'video'),
          isNull(liveRooms.moduleId),
          eq(liveRoomTeachers.teacherId, me?.teacherId ?? 0),
        ),
      )
      .limit(1);
    expect(video).toBeDefined();
    const liveId = video?.id ?? 0;
    const socket = await openSocket(t, liveId);
    socket.send({ type: 'online', liveId, userType: 'visitor' });
    await socket.next('online');
    const id = (await start({ liveId, winnerCount: 1 })).data?.id ?? 0;
    const card = await socket.next('msg', (f) => f.data.tplRefId === id);
    expect(card.data).toMatchObject({ tplId: TplKind.lottery, liveId });
    const comments = await api.get<LiveMessage[]>(
      `${Api.liveMessageList}?liveId=${liveId}&liveTypeCode=video&pageSize=5`,
    );
    expect(comments.rows?.[0]?.tplRefId).toBe(id);
    const [p] = await insertMembers(t, 1, { prefix: 'video' });
    expect((await join(id, p?.token ?? '')).data).toMatchObject({ joined: true, roomType: 'video' });
    t.clock.advance(5 * MINUTE);
    expect((await info(id, p?.token)).data).toMatchObject({ status: 'drawn', won: true });
    expect(await socket.next('tpl', (f) => f.refId === id)).toMatchObject({ liveId, event: 'drawn' });
    await socket.close();
  });
});

describe('lottery draws across instances', () => {
  it('two servers on one database draw a due lottery once, and only one tells its room', async () => {
    const second = await createTestApp({ shareDatabaseWith: t });
    try {
      second.clock.set(t.clock.now());
      const id = (await start({ winnerCount: 1 })).data?.id ?? 0;
      const people = await insertMembers(t, 4, { prefix: 'two' });
      for (const p of people) await join(id, p.token);
      const sockets = await Promise.all([openSocket(t, ROOM), openSocket(second, ROOM)]);
      for (const s of sockets) {
        s.send({ type: 'online', liveId: ROOM, userType: 'visitor' });
        await s.next('online');
      }
      t.clock.advance(5 * MINUTE);
      second.clock.set(t.clock.now());
      const other = client(second.app);
      const answers = await Promise.all([
        info(id),
        other.get<Lottery>(`${Api.lotteryInfo}/${id}`),
        info(id),
        other.get<Lottery>(`${Api.lotteryInfo}/${id}`),
      ]);
      expect(new Set(answers.map((a) => JSON.stringify(a.data?.winners))).size).toBe(1);
      // Frames reach a socket in order: once each has answered a heartbeat, any draw frame has arrived.
      for (const s of sockets) {
        s.send({ type: 'heartbeat', liveId: ROOM });
        await s.next('heartbeat');
      }
      const told = sockets.flatMap((s) => s.frames.filter((f) => f.type === 'tpl' && f.refId === id));
      expect(told).toHaveLength(1);
      await Promise.all(sockets.map((s) => s.close()));
    } finally {
      await second.close();
    }
  });
});
