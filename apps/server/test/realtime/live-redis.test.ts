import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createMemoryBroker } from '../../src/realtime/broker-memory';
import { createHub, type LiveClient } from '../../src/realtime/hub';
import type { LiveHeats } from '@app/contract/live';
import { Api } from '@app/contract/paths';
import { client } from '../helpers/http';
import { login, openSocket, sleep, type TestSocket } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

/**
 * Two server instances sharing one database (PostgreSQL with TEST_DATABASE_URL, else the same PGlite
 * object) and one Redis: a teacher on instance A, members on instance B.
 */
if (redisUrl)
  describe('two instances through Redis', () => {
    let a: TestApp;
    let b: TestApp;
    const sockets: TestSocket[] = [];
    const channel = `live:test:${randomBytes(6).toString('hex')}`;

    beforeAll(async () => {
      a = await createTestApp({ redisUrl, live: { redisChannel: channel, sendRateCount: 1000 } });
      b = await createTestApp({
        redisUrl,
        live: { redisChannel: channel, sendRateCount: 1000 },
        shareDatabaseWith: a,
      });
    });
    afterAll(async () => {
      await Promise.all(sockets.map((s) => s.close()));
      await b?.close();
      await a?.close();
    });

    it('delivers a teacher’s message posted on A to a member on B exactly once, in order', async () => {
      const teacherToken = await login(a, 'teacher');
      const memberToken = await login(b, 'member');
      const teacherSocket = await openSocket(a, 1);
      const memberSocket = await openSocket(b, 1);
      const otherSocket = await openSocket(b, 1);
      sockets.push(teacherSocket, memberSocket, otherSocket);
      memberSocket.send({ type: 'online', liveId: 1, userType: 'member', token: memberToken });
      await memberSocket.next('online');

      const ids: number[] = [];
      for (let i = 1; i <= 5; i += 1) {
        teacherSocket.send({
          type: 'msg',
          liveId: 1,
          content: `跨实例第${i}条`,
          token: teacherToken,
          clientMsgId: `m${i}`,
        });
        ids.push((await teacherSocket.next('ack')).id);
      }
      for (const s of [memberSocket, otherSocket, teacherSocket]) {
        const got: number[] = [];
        for (let i = 0; i < 5; i += 1) got.push((await s.next('msg')).data.id);
        expect(got).toEqual(ids);
      }
      await sleep(200);
      expect(memberSocket.frames.filter((f) => f.type === 'msg')).toHaveLength(5);

      // A member comment on B reaches the teacher on A too.
      memberSocket.send({ type: 'msg', liveId: 1, content: '收到，谢谢老师', token: memberToken });
      expect((await teacherSocket.next('msg')).data.content).toBe('收到，谢谢老师');
    });

    it('counts sockets online across both instances', async () => {
      const deadline = Date.now() + 5000;
      let online = 0;
      while (Date.now() < deadline) {
        online = ((await client(a.app).get<LiveHeats>(`${Api.liveHeats}/1`)).data as LiveHeats).online;
        if (online >= 3) break;
        await sleep(100);
      }
      expect(online).toBe(3);
    });

    it('keeps a burst from both instances gap-free and in one order on every socket of the room', async () => {
      const teacherToken = await login(a, 'teacher');
      const memberToken = await login(b, 'member');
      const teacher = await openSocket(a, 1);
      const viewerOnA = await openSocket(a, 1);
      const viewerOnB = await openSocket(b, 1);
      const member = await openSocket(b, 1);
      sockets.push(teacher, viewerOnA, viewerOnB, member);
      teacher.send({ type: 'online', liveId: 1, userType: 'teacher', token: teacherToken });
      member.send({ type: 'online', liveId: 1, userType: 'member', token: memberToken });
      for (const s of [viewerOnA, viewerOnB]) s.send({ type: 'online', liveId: 1, userType: 'visitor' });
      for (const s of [teacher, viewerOnA, viewerOnB, member]) await s.next('online');

      // Sent without waiting for any answer: the teacher's burst on A, a member's comments on B meanwhile.
      const burst = 25;
      const comments = 5;
      for (let i = 0; i < burst; i += 1)
        teacher.send({
          type: 'msg',
          liveId: 1,
          content: `连发第${i}条`,
          token: teacherToken,
          clientMsgId: `burst-${i}`,
        });
      for (let i = 0; i < comments; i += 1)
        member.send({
          type: 'msg',
          liveId: 1,
          content: `插话第${i}条`,
          token: memberToken,
          clientMsgId: `comment-${i}`,
        });
      const teacherIds: number[] = [];
      for (let i = 0; i < burst; i += 1)
        teacherIds.push((await teacher.next('ack', (f) => f.clientMsgId === `burst-${i}`)).id);
      const commentIds: number[] = [];
      for (let i = 0; i < comments; i += 1)
        commentIds.push((await member.next('ack', (f) => f.clientMsgId === `comment-${i}`)).id);
      const posted = new Set([...teacherIds, ...commentIds]);

      const seen: number[][] = [];
      for (const s of [teacher, viewerOnA, viewerOnB, member]) {
        const got: number[] = [];
        for (let k = 0; k < posted.size; k += 1)
          got.push((await s.next('msg', (f) => posted.has(f.data.id))).data.id);
        seen.push(got);
      }
      for (const got of seen) {
        // Each message once, nothing missing; one sender's messages in the order they were sent.
        expect(new Set(got)).toEqual(posted);
        expect(got.filter((id) => teacherIds.includes(id))).toEqual(teacherIds);
        expect(got.filter((id) => commentIds.includes(id))).toEqual(commentIds);
        // Both instances hand out the one order the broker gave.
        expect(got).toEqual(seen[0]);
      }
      await sleep(200);
      for (const s of [viewerOnA, viewerOnB])
        expect(s.frames.filter((f) => f.type === 'msg' && posted.has(f.data.id))).toHaveLength(posted.size);
    });
  });

/** Always runs: the fan-out contract every broker must keep, shown with two hubs on one in-process broker. */
describe('fan-out through a shared broker', () => {
  it('delivers each event once to every local socket of the room on every hub, serialized once', async () => {
    const broker = createMemoryBroker();
    const hubA = createHub({ broker });
    const hubB = createHub({ broker });
    const sent: Array<{ who: string; data: unknown }> = [];
    const fakeClient = (who: string, liveId: number, isRoomTeacher = false): LiveClient => ({
      socket: { readyState: 1, send: (data: unknown) => sent.push({ who, data }) } as unknown as WebSocket,
      liveId,
      memberId: null,
      isRoomTeacher,
      alive: true,
    });
    hubA.join(fakeClient('a1', 1, true));
    hubB.join(fakeClient('b1', 1));
    hubB.join(fakeClient('b2', 1));
    hubB.join(fakeClient('other-room', 2));

    await hubA.publish(1, { type: 'heartbeat', at: 1 });
    expect(sent.map((s) => s.who).sort()).toEqual(['a1', 'b1', 'b2']);
    const payloads = new Set(sent.filter((s) => s.who !== 'a1').map((s) => s.data));
    expect(payloads.size).toBe(1);
    expect(JSON.parse(String([...payloads][0]))).toEqual({ type: 'heartbeat', at: 1 });

    sent.length = 0;
    await hubB.publish(1, { type: 'heartbeat', at: 2 }, 'teachers');
    expect(sent.map((s) => s.who)).toEqual(['a1']);
    await broker.close();
  });
});
