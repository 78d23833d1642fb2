import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@app/contract/account';
import type { LiveVideoRoom } from '@app/contract/live-video';
import { Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { createAccessRepository } from '../../src/modules/access/access.repository';
import { createAccessService, type AccessService } from '../../src/modules/access/access.service';
import type { Broker } from '../../src/realtime/broker';
import { createMemoryBroker } from '../../src/realtime/broker-memory';
import { createRedisBroker } from '../../src/realtime/broker-redis';
import { createRevocations } from '../../src/realtime/revocations';
import { registerMember } from '../helpers/accounts';
import { grantModule, moduleIdOf } from '../helpers/content';
import { client } from '../helpers/http';
import type { TestSocket } from '../helpers/live';
import { admittedSocket, paidRoomWithTeacher, postAndAck, settledMessages } from '../helpers/paid-room';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A socket that proved a paid room's module loses it the moment the session behind it ends or the grant goes:
// the next paid frame is withheld, and the socket is told (`error` 401 logs the client out; `reject` 206 with
// clientMsgId null shows the room as locked) rather than waiting for its next send.

interface Instances {
  /** Where members register, log in, log out, change passwords and cancel (and where the teacher posts). */
  home: TestApp;
  /** Where the members' sockets are open. */
  far: TestApp;
  /** Another process's access service on the same database and broker, as a back office would call it. */
  access: AccessService;
  close(): Promise<void>;
}

function revocationSuite(build: () => Promise<Instances>) {
  let env: Instances;
  let api: ReturnType<typeof client>;
  let room: LiveVideoRoom;
  let teacher: LoginResult;
  let teacherSocket: TestSocket;
  /** A member who keeps the right throughout: proves each post was delivered before checking who missed it. */
  let control: TestSocket;
  let liveVipId: number;
  const sockets: TestSocket[] = [];

  async function paidMember() {
    const member = await registerMember(env.home);
    await grantModule(env.home, member.login.memberId, 'live_vip');
    return member;
  }

  async function admitted(token: string) {
    const s = await admittedSocket(env.far, room.id, token);
    sockets.push(s);
    return s;
  }

  let posts = 0;
  /** A teacher post the control socket has received; returns its content. */
  async function teacherPosts(): Promise<string> {
    posts += 1;
    const content = `会员专享第${posts}条`;
    await postAndAck(teacherSocket, teacher.token, room.id, content);
    await control.next('msg', (f) => f.data.content === content);
    return content;
  }

  const later = (ms: number) => new Date(env.far.clock.now().getTime() + ms);

  beforeAll(async () => {
    env = await build();
    api = client(env.home.app);
    ({ room, teacher } = await paidRoomWithTeacher(env.home));
    liveVipId = await moduleIdOf(env.home, 'live_vip');
    teacherSocket = await admittedSocket(env.home, room.id, teacher.token, 'teacher');
    sockets.push(teacherSocket);
    control = await admitted((await paidMember()).login.token);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await env?.close();
  });

  describe('ended sessions reach open sockets', () => {
    it('logout: the socket of that session is told at once and gets no further paid message', async () => {
      const { username, password, login } = await paidMember();
      const other = await api.post<LoginResult>(Api.accountLogin, { username, password });
      const loggedOut = await admitted(login.token);
      const stillIn = await admitted(other.data?.token ?? '');
      const before = await teacherPosts();
      expect(await settledMessages(loggedOut, before)).toBe(1);

      expect((await api.post(Api.adminLogout, undefined, { token: login.token })).code).toBe(200);
      expect(await loggedOut.next('error')).toEqual({ type: 'error', code: 401, msg: Msg.sessionExpired });

      const after = await teacherPosts();
      expect(await settledMessages(loggedOut, after)).toBe(0);
      // Only that token ended: the member's other session keeps its right.
      expect(await settledMessages(stillIn, after)).toBe(1);
      expect(stillIn.frames.map((f) => f.type)).not.toContain('error');
    });

    it('password change: every socket of the member is told and stops', async () => {
      const { username, password, login } = await paidMember();
      const second = await api.post<LoginResult>(Api.accountLogin, { username, password });
      const first = await admitted(login.token);
      const other = await admitted(second.data?.token ?? '');

      const changed = await api.post(
        Api.modifyPassword,
        { oldPassword: password, newPassword: 'Changed#2026' },
        { token: login.token },
      );
      expect(changed.code).toBe(200);
      for (const s of [first, other]) expect(await s.next('error')).toMatchObject({ code: 401 });

      const after = await teacherPosts();
      for (const s of [first, other]) expect(await settledMessages(s, after)).toBe(0);
    });

    it('cancellation: the socket is told and stops', async () => {
      const { mobile, login } = await paidMember();
      const s = await admitted(login.token);
      env.home.clock.advance(61_000); // the SMS resend interval of the mobile
      expect((await api.post(Api.smsCode, { mobile, purpose: 'cancel' })).code).toBe(200);
      const code = env.home.lastCode(mobile, 'cancel');
      expect((await api.post(Api.cancelAccount, { mobile, code })).code).toBe(200);
      expect(await s.next('error')).toMatchObject({ code: 401 });

      const after = await teacherPosts();
      expect(await settledMessages(s, after)).toBe(0);
    });

    it("a room teacher's socket stops receiving the paid room once that session logs out", async () => {
      const extra = await api.post<LoginResult>(Api.accountLogin, {
        username: 'teacher',
        password: 'Teacher@2026',
      });
      const token = extra.data?.token ?? '';
      const s = await admitted(token);
      expect((await api.post(Api.adminLogout, undefined, { token })).code).toBe(200);
      await s.next('error');
      const content = await teacherPosts();
      expect(await settledMessages(s, content)).toBe(0);
    });
  });

  describe('grant changes reach open sockets', () => {
    it('a revoked grant stops paid frames at once and the socket is told 206', async () => {
      const { login } = await paidMember();
      const s = await admitted(login.token);
      await env.access.revokeGrant(login.memberId, liveVipId);
      expect(await s.next('reject')).toMatchObject({ code: 206, clientMsgId: null });

      const after = await teacherPosts();
      expect(await settledMessages(s, after)).toBe(0);
      expect(s.frames.map((f) => f.type)).not.toContain('error');
    });

    it('a grant changed but still valid keeps the socket receiving, nothing lost', async () => {
      const { login } = await paidMember();
      const s = await admitted(login.token);
      await env.access.grant(login.memberId, liveVipId, later(86_400_000));
      const after = await teacherPosts();
      expect(await settledMessages(s, after)).toBe(1);
      expect(s.frames.map((f) => f.type)).not.toContain('reject');
    });

    it('a grant that expires stops paid frames once the clock passes its end', async () => {
      const { login } = await registerMember(env.home);
      const ends = later(3_600_000);
      await env.access.grant(login.memberId, liveVipId, ends);
      const s = await admitted(login.token);
      const before = await teacherPosts();
      expect(await settledMessages(s, before)).toBe(1);

      env.far.clock.set(new Date(ends.getTime() + 1000));
      const after = await teacherPosts();
      expect(await s.next('reject')).toMatchObject({ code: 206, clientMsgId: null });
      expect(await settledMessages(s, after)).toBe(0);
    });

    it('a grant renewed without notice is found again when the old end passes', async () => {
      const { login } = await registerMember(env.home);
      const ends = later(3_600_000);
      await env.access.grant(login.memberId, liveVipId, ends);
      const s = await admitted(login.token);
      // Straight into the table, as an import would: no event, so only the expiry check can find it.
      await createAccessRepository(env.home.db).grant(login.memberId, liveVipId, null);

      env.far.clock.set(new Date(ends.getTime() + 1000));
      const after = await teacherPosts();
      expect(await settledMessages(s, after)).toBe(1);
      expect(s.frames.map((f) => f.type)).not.toContain('reject');
    });
  });
}

function accessServiceOn(t: TestApp, broker: Broker): AccessService {
  return createAccessService({
    repo: createAccessRepository(t.db),
    clock: t.clock,
    revocations: createRevocations({ broker }),
  });
}

describe('one instance', () => {
  revocationSuite(async () => {
    const broker = createMemoryBroker();
    const t = await createTestApp({ broker, live: { sendRateCount: 1000 } });
    return { home: t, far: t, access: accessServiceOn(t, broker), close: () => t.close() };
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

/** Members' sockets on instance B; their logout, password change, cancellation and grants handled on A. */
if (redisUrl)
  describe('two instances through Redis', () => {
    revocationSuite(async () => {
      const channel = `live:test:${randomBytes(6).toString('hex')}`;
      const live = { redisChannel: channel, sendRateCount: 1000 };
      const a = await createTestApp({ redisUrl, live });
      const b = await createTestApp({ redisUrl, live, shareDatabaseWith: a });
      const backOffice = await createRedisBroker({ url: redisUrl, channel });
      return {
        home: a,
        far: b,
        access: accessServiceOn(a, backOffice),
        close: async () => {
          await backOffice.close();
          await b.close();
          await a.close();
        },
      };
    });
  });
