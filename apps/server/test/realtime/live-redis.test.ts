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
