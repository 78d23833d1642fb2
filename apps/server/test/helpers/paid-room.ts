import { eq } from 'drizzle-orm';
import type { LoginResult } from '@app/contract/account';
import type { LiveVideoRoom } from '@app/contract/live-video';
import { Api } from '@app/contract/paths';
import { liveRoomTeachers } from '../../src/db/schema/live';
import { members } from '../../src/db/schema/members';
import { client } from './http';
import { loginAs, openSocket, type TestSocket } from './live';
import type { TestApp } from './test-app';

/**
 * The seeded members-only video room (needs 直播会员 / live_vip), with the demo teacher made one of its
 * teachers so it can post there. Call before anything reads the room: rooms are cached briefly.
 */
export async function paidRoomWithTeacher(
  t: TestApp,
): Promise<{ room: LiveVideoRoom; teacher: LoginResult }> {
  const rooms = (await client(t.app).get<LiveVideoRoom[]>(Api.liveVideoList)).rows as LiveVideoRoom[];
  const room = rooms.find((r) => r.moduleId !== null);
  if (!room) throw new Error('the seed has no paid video room');
  const teacher = await loginAs(t, 'teacher');
  const [row] = await t.db.select().from(members).where(eq(members.id, teacher.memberId));
  if (!row?.teacherId) throw new Error('the demo teacher is not linked to a teacher');
  await t.db
    .insert(liveRoomTeachers)
    .values({ liveId: room.id, teacherId: row.teacherId, sort: 9 })
    .onConflictDoNothing();
  return { room, teacher };
}

/** A socket in the room that announced itself with the token and was admitted (got the `online` answer). */
export async function admittedSocket(
  t: TestApp,
  liveId: number,
  token: string,
  userType: 'member' | 'teacher' = 'member',
): Promise<TestSocket> {
  const s = await openSocket(t, liveId);
  s.send({ type: 'online', liveId, userType, token });
  await s.next('online');
  return s;
}

/** Posts over the socket and waits for the ack; returns the message id. */
export async function postAndAck(s: TestSocket, token: string, liveId: number, content: string) {
  const clientMsgId = `p${Math.random().toString(36).slice(2)}`;
  s.send({ type: 'msg', liveId, categoryId: 1, content, token, clientMsgId });
  return (await s.next('ack', (f) => f.clientMsgId === clientMsgId)).id;
}

/**
 * The `msg` frames with this content the socket has received so far, once everything the server wrote to it
 * before now has arrived: a heartbeat answer comes after any frame written earlier on the same socket.
 */
export async function settledMessages(s: TestSocket, content: string): Promise<number> {
  s.send({ type: 'heartbeat' });
  await s.next('heartbeat');
  return s.frames.filter((f) => f.type === 'msg' && f.data.content === content).length;
}
