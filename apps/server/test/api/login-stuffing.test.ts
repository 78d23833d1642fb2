import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaResult, LoginResult } from '@app/contract/account';
import {
  LOGIN_ADDRESS_FREE_ACCOUNTS,
  LOGIN_ADDRESS_HOLD_BASE_MS,
  LOGIN_FAILURE_WINDOW_MS,
  SMS_RESEND_INTERVAL_MS,
} from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { freshIp, freshMobile, freshUsername, registerMember } from '../helpers/accounts';
import { client, type Envelope } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

const TEST_ANSWER = 'pass';
const STUFFED_ACCOUNTS = 60;

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  // The production budgets: this file is about them. Every captcha also takes the test answer.
  t = await createTestApp({
    rateLimitFactor: 1,
    config: { captcha: { provider: 'image', testAnswer: TEST_ANSWER } },
  });
  api = client(t.app);
});
afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string, ip: string, extra: Record<string, unknown> = {}) =>
  api.post<LoginResult & { retryAfterMs: number }>(
    Api.accountLogin,
    { username, password, ...extra },
    { ip },
  );

/** Each attempt a new account with a leaked-looking password, as a stuffing list does. */
const stuff = (ip: string) => login(`victim_${freshUsername()}`, 'Summer#2024', ip);

const isHeld = (answer: Envelope<{ retryAfterMs?: number } | null>) => {
  if (answer.code !== 429) return false;
  const wait = (answer.data as { retryAfterMs?: number } | null)?.retryAfterMs ?? 0;
  return wait > 0 && answer.msg === Msg.tryAgainIn(Math.ceil(wait / 1000));
};

/** One IPv6 /64 no other test uses, and an address in it. */
let net = 0;
const freshNet = () => {
  net += 1;
  return `2001:db8:${(Date.now() % 0xffff).toString(16)}:${net.toString(16)}`;
};

describe('credential stuffing from one address', () => {
  it(`${STUFFED_ACCOUNTS} accounts in a row: past the free accounts every attempt is held with its wait`, async () => {
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < STUFFED_ACCOUNTS; i += 1) answers.push(await stuff(ip));

    const free = answers.slice(0, LOGIN_ADDRESS_FREE_ACCOUNTS);
    for (const answer of free) expect(answer).toMatchObject({ code: 400, msg: Msg.wrongCredentials });
    const rest = answers.slice(LOGIN_ADDRESS_FREE_ACCOUNTS);
    expect(rest.filter(isHeld)).toHaveLength(STUFFED_ACCOUNTS - LOGIN_ADDRESS_FREE_ACCOUNTS);

    // The right password with a right captcha waits too, but only from that address.
    const demo = { username: 'demo', password: 'Demo@2026' };
    expect(
      isHeld(await login(demo.username, demo.password, ip, { captchaCode: TEST_ANSWER, uuid: 'x' })),
    ).toBe(true);
    expect((await login(demo.username, demo.password, freshIp())).code).toBe(200);
  });

  it('a parallel burst gets no more accounts than a sequence', async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: STUFFED_ACCOUNTS }, () => stuff(ip)));
    expect(answers.filter((a) => a.code === 400)).toHaveLength(LOGIN_ADDRESS_FREE_ACCOUNTS);
    expect(answers.filter(isHeld)).toHaveLength(STUFFED_ACCOUNTS - LOGIN_ADDRESS_FREE_ACCOUNTS);
  });

  it('an IPv6 address in the same /64 shares the budget; another /64 does not', async () => {
    const prefix = freshNet();
    for (let i = 0; i < LOGIN_ADDRESS_FREE_ACCOUNTS; i += 1) {
      expect((await stuff(`${prefix}::${(i + 1).toString(16)}`)).code).toBe(400);
    }
    expect(isHeld(await stuff(`${prefix}:ffff:ffff:ffff:fffe`))).toBe(true);
    expect((await stuff(`${freshNet()}::1`)).code).toBe(400);
  });

  it('the wait ends, then doubles with each further account, and the window forgets the address', async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_ADDRESS_FREE_ACCOUNTS; i += 1) await stuff(ip);
    const waits: number[] = [];
    for (let level = 0; level < 3; level += 1) {
      const held = await stuff(ip);
      expect(isHeld(held)).toBe(true);
      const wait = held.data?.retryAfterMs ?? 0;
      waits.push(wait);
      t.clock.advance(wait);
      expect((await stuff(ip)).code).toBe(400);
    }
    expect(waits).toEqual([
      LOGIN_ADDRESS_HOLD_BASE_MS,
      LOGIN_ADDRESS_HOLD_BASE_MS * 2,
      LOGIN_ADDRESS_HOLD_BASE_MS * 4,
    ]);
    t.clock.advance(LOGIN_FAILURE_WINDOW_MS);
    expect((await stuff(ip)).code).toBe(400);
  });

  it('people behind one address who log in rightly never add up', async () => {
    const ip = freshIp();
    const people = [];
    for (let i = 0; i < LOGIN_ADDRESS_FREE_ACCOUNTS + 2; i += 1) people.push(await registerMember(t));
    for (const person of people) {
      // One typo each, then the right password: the typo's account is given back with the success.
      expect((await login(person.username, 'typo-pass', ip)).code).toBe(400);
      expect((await login(person.username, person.password, ip)).code).toBe(200);
    }
  });

  it("parallel right logins on one's own account buy no free accounts", async () => {
    const ip = freshIp();
    const own = await registerMember(t);
    const rights = await Promise.all(Array.from({ length: 20 }, () => login(own.username, own.password, ip)));
    expect(rights.every((a) => a.code === 200)).toBe(true);
    const answers = [];
    for (let i = 0; i < LOGIN_ADDRESS_FREE_ACCOUNTS + 5; i += 1) answers.push(await stuff(ip));
    expect(answers.filter((a) => a.code === 400)).toHaveLength(LOGIN_ADDRESS_FREE_ACCOUNTS);
  });

  it('holds the back-office login and the SMS-code login of a stuffing address too', async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_ADDRESS_FREE_ACCOUNTS; i += 1) await stuff(ip);

    const picture = await api.get<CaptchaResult>(Api.captchaImage);
    const backOffice = await api.post(
      Api.adminLogin,
      { username: 'demo', password: 'Demo@2026', code: TEST_ANSWER, uuid: picture.data?.uuid ?? '' },
      { ip },
    );
    expect(isHeld(backOffice as Envelope<{ retryAfterMs?: number }>)).toBe(true);

    const mobile = freshMobile();
    expect((await api.post(Api.smsCode, { mobile, purpose: 'login' }, { ip: freshIp() })).code).toBe(200);
    const byCode = await api.post(Api.codeLogin, { mobile, code: t.lastCode(mobile, 'login') }, { ip });
    expect(isHeld(byCode as Envelope<{ retryAfterMs?: number }>)).toBe(true);
  });

  it('wrong SMS codes on many numbers from one address are held like passwords', async () => {
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < LOGIN_ADDRESS_FREE_ACCOUNTS + 3; i += 1) {
      answers.push(await api.post(Api.codeLogin, { mobile: freshMobile(), code: '000000' }, { ip }));
    }
    for (const answer of answers.slice(0, LOGIN_ADDRESS_FREE_ACCOUNTS)) {
      expect(answer).toMatchObject({ code: 400, msg: Msg.codeExpired });
    }
    expect(
      answers
        .slice(LOGIN_ADDRESS_FREE_ACCOUNTS)
        .every((a) => isHeld(a as Envelope<{ retryAfterMs?: number }>)),
    ).toBe(true);
    t.clock.advance(SMS_RESEND_INTERVAL_MS);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('credential stuffing across instances sharing Redis', () => {
  it('two instances count one address against one budget', async () => {
    const live = { redisChannel: `t-${randomUUID()}` };
    const first = await createTestApp({ rateLimitFactor: 1, redisUrl, live });
    const second = await createTestApp({ rateLimitFactor: 1, redisUrl, live, shareDatabaseWith: first });
    try {
      const ip = freshIp();
      const instances = [client(first.app), client(second.app)];
      const answers = [];
      for (let i = 0; i < LOGIN_ADDRESS_FREE_ACCOUNTS + 4; i += 1) {
        const api = instances[i % 2] ?? instances[0];
        answers.push(
          await api!.post(
            Api.accountLogin,
            { username: `victim_${freshUsername()}`, password: 'x1' },
            { ip },
          ),
        );
      }
      expect(answers.filter((a) => a.code === 400)).toHaveLength(LOGIN_ADDRESS_FREE_ACCOUNTS);
      expect(answers.filter((a) => isHeld(a as Envelope<{ retryAfterMs?: number }>))).toHaveLength(4);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
