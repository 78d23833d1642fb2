import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CaptchaResult, LoginResult, SmsPurpose } from '@app/contract/account';
import {
  LOGIN_ADDRESS_FREE_ACCOUNTS,
  LOGIN_BACKOFF_AFTER_PAIR_FAILURES,
  LOGIN_BACKOFF_BASE_MS,
  LOGIN_CAPTCHA_AFTER_ACCOUNT_FAILURES,
  LOGIN_CAPTCHA_AFTER_IP_FAILURES,
  LOGIN_CAPTCHA_AFTER_PAIR_FAILURES,
  LOGIN_FAILURE_WINDOW_MS,
  PASSWORD_CHANGE_CAPTCHA_AFTER_FAILURES,
  SMS_MAX_PER_IP_DAY,
  SMS_MAX_PER_IP_HOUR,
  SMS_RESEND_INTERVAL_MS,
} from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { rasterCaptchaGenerator } from '../../src/modules/captcha/captcha.service';
import { freshIp, freshMobile, freshUsername, registerMember } from '../helpers/accounts';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

const GLOBAL_PER_MINUTE = 20;
const HOUR_MS = 3_600_000;

let t: TestApp;
let api: ReturnType<typeof client>;
/** Answers of the captchas the app drew, by uuid order: the real generator, observed from inside. */
const answers: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    // The production budgets: this file is about them.
    rateLimitFactor: 1,
    smsGlobalPerMinute: GLOBAL_PER_MINUTE,
    captchaGenerator: async () => {
      const drawn = await rasterCaptchaGenerator();
      answers.push(drawn.text);
      return drawn;
    },
  });
  api = client(t.app);
});
afterAll(async () => {
  await t.close();
});
// Each test starts in a fresh minute of the service-wide SMS budget.
beforeEach(() => {
  t.clock.advance(61_000);
});

/** A captcha as a person would solve it: the picture from GET /captchaImage, its answer typed in. */
async function solvedCaptcha(): Promise<{ captchaCode: string; uuid: string }> {
  const res = await api.get<CaptchaResult>(Api.captchaImage);
  expect(res.code).toBe(200);
  return { uuid: res.data?.uuid ?? '', captchaCode: answers.at(-1) ?? '' };
}

const captchaRequired = (msg: string = Msg.captchaRequired) => ({
  code: 428,
  msg,
  data: { captchaRequired: true },
});
const codeSent = { code: 200, msg: Msg.codeSent, data: null };

const sendCode = (mobile: string, ip: string, extra: Record<string, unknown> = {}) =>
  api.post(Api.smsCode, { mobile, purpose: 'login', ...extra }, { ip });

describe('SMS sending budgets', () => {
  it('200 sends to 200 numbers from one address deliver one code; the rest ask for the captcha', async () => {
    const ip = freshIp();
    const mobiles = Array.from({ length: 200 }, () => freshMobile());
    const answersSeen = await Promise.all(mobiles.map((mobile) => sendCode(mobile, ip)));

    expect(answersSeen.filter((a) => a.code === 200)).toHaveLength(1);
    const refused = answersSeen.filter((a) => a.code !== 200);
    expect(refused).toHaveLength(199);
    for (const answer of refused) expect(answer).toEqual(captchaRequired());
    const reached = new Set(mobiles);
    expect(t.readOutbox().filter((e) => reached.has(e.mobile))).toHaveLength(1);

    // Another address is not affected.
    expect(await sendCode(freshMobile(), freshIp())).toEqual(codeSent);
  });

  it('with the captcha an address reaches its hourly budget, then is refused until the next hour', async () => {
    const ip = freshIp();
    expect(await sendCode(freshMobile(), ip)).toEqual(codeSent);
    const wrong = await solvedCaptcha();
    expect(await sendCode(freshMobile(), ip, { ...wrong, captchaCode: `${wrong.captchaCode}x` })).toEqual(
      captchaRequired(Msg.captchaWrong),
    );
    // A captcha is good for one send only.
    const used = await solvedCaptcha();
    expect(await sendCode(freshMobile(), ip, used)).toEqual(codeSent);
    expect(await sendCode(freshMobile(), ip, used)).toEqual(captchaRequired(Msg.captchaExpired));
    for (let i = 2; i < SMS_MAX_PER_IP_HOUR; i += 1) {
      expect(await sendCode(freshMobile(), ip, await solvedCaptcha())).toEqual(codeSent);
    }
    const over = freshMobile();
    expect(await sendCode(over, ip, await solvedCaptcha())).toEqual({
      code: 429,
      msg: Msg.smsIpLimit,
      data: null,
    });
    expect(t.readOutbox().some((e) => e.mobile === over)).toBe(false);

    t.clock.advance(HOUR_MS);
    expect(await sendCode(freshMobile(), ip)).toEqual(codeSent);
  });

  it('caps an address per China day, even with captchas and across hours', async () => {
    const ip = freshIp();
    t.clock.set(new Date('2031-05-20T00:01:00+08:00'));
    let sent = 0;
    while (sent < SMS_MAX_PER_IP_DAY) {
      expect(
        await sendCode(freshMobile(), ip, sent % SMS_MAX_PER_IP_HOUR === 0 ? {} : await solvedCaptcha()),
      ).toEqual(codeSent);
      sent += 1;
      if (sent % SMS_MAX_PER_IP_HOUR === 0) t.clock.advance(HOUR_MS);
    }
    expect(await sendCode(freshMobile(), ip)).toEqual({ code: 429, msg: Msg.smsIpLimit, data: null });
    t.clock.set(new Date('2031-05-21T00:00:30+08:00'));
    expect(await sendCode(freshMobile(), ip)).toEqual(codeSent);
  });

  it('holds the whole service to its budget per minute, whatever the addresses', async () => {
    t.clock.set(new Date('2031-06-01T10:00:00Z'));
    for (let i = 0; i < GLOBAL_PER_MINUTE; i += 1) {
      expect(await sendCode(freshMobile(), freshIp())).toEqual(codeSent);
    }
    expect(await sendCode(freshMobile(), freshIp())).toEqual({ code: 429, msg: Msg.smsBusy, data: null });
    t.clock.advance(60_000);
    expect(await sendCode(freshMobile(), freshIp())).toEqual(codeSent);
  });

  it('keeps the per-number interval, and a refused resend costs the address nothing', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    expect(await sendCode(mobile, ip)).toEqual(codeSent);
    expect(await sendCode(mobile, ip)).toEqual({ code: 429, msg: Msg.codeTooFrequent, data: null });
    t.clock.advance(SMS_RESEND_INTERVAL_MS);
    // Still the captcha (the address used its free send), not a refusal for the hourly budget.
    expect(await sendCode(mobile, ip)).toEqual(captchaRequired());
  });
});

describe('what a code request tells about a number', () => {
  const purposes: SmsPurpose[] = ['login', 'register', 'bind', 'cancel', 'password'];
  const useful: Record<SmsPurpose, 'registered' | 'unregistered' | 'both'> = {
    login: 'both',
    register: 'unregistered',
    bind: 'unregistered',
    cancel: 'registered',
    password: 'registered',
  };

  it.each(purposes)('answers %s requests alike for registered and unregistered numbers', async (purpose) => {
    const registered = (await registerMember(t)).mobile;
    const unregistered = freshMobile();
    t.clock.advance(SMS_RESEND_INTERVAL_MS);
    const before = t.readOutbox().length;

    const toRegistered = await api.post(Api.smsCode, { mobile: registered, purpose }, { ip: freshIp() });
    const toUnregistered = await api.post(Api.smsCode, { mobile: unregistered, purpose }, { ip: freshIp() });
    expect(toRegistered).toEqual(codeSent);
    expect(toUnregistered).toEqual(toRegistered);

    const delivered = t.readOutbox().slice(before);
    const expected = {
      registered: useful[purpose] !== 'unregistered',
      unregistered: useful[purpose] !== 'registered',
    };
    expect(delivered.some((e) => e.mobile === registered)).toBe(expected.registered);
    expect(delivered.some((e) => e.mobile === unregistered)).toBe(expected.unregistered);

    // The number's own limits answer alike too.
    const again = async (mobile: string) => api.post(Api.smsCode, { mobile, purpose }, { ip: freshIp() });
    expect(await again(registered)).toEqual({ code: 429, msg: Msg.codeTooFrequent, data: null });
    expect(await again(unregistered)).toEqual(await again(registered));
  });

  it('tells a taken mobile or username only after a valid register code', async () => {
    const owner = await registerMember(t);
    const mobile = freshMobile();
    const ip = freshIp();
    expect(await api.post(Api.smsCode, { mobile, purpose: 'register' }, { ip })).toEqual(codeSent);
    const code = t.lastCode(mobile, 'register');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const register = (username: string, withCode: string) =>
      api.post(Api.register, { username, password: 'Secret#2026', mobile, code: withCode }, { ip });

    expect(await register(owner.username, wrongCode)).toMatchObject({ code: 400, msg: Msg.codeWrong });
    expect(await register(owner.username, code)).toMatchObject({ code: 409, msg: Msg.usernameTaken });

    // Someone else takes the number (code login) while this code is still open.
    t.clock.advance(SMS_RESEND_INTERVAL_MS);
    await api.post(Api.smsCode, { mobile, purpose: 'login' }, { ip: freshIp() });
    const other = await api.post<LoginResult>(Api.codeLogin, { mobile, code: t.lastCode(mobile, 'login') });
    expect(other.code).toBe(200);
    expect(await register(freshUsername(), wrongCode)).toMatchObject({ code: 400, msg: Msg.codeWrong });
    expect(await register(freshUsername(), code)).toMatchObject({ code: 409, msg: Msg.mobileTaken });
  });
});

describe('password login throttling', () => {
  const login = (body: Record<string, unknown>, ip: string) =>
    api.post<LoginResult>(Api.accountLogin, body, { ip });
  const wrongCredentials = (captchaDue: boolean) => ({
    code: 400,
    msg: Msg.wrongCredentials,
    data: captchaDue ? { captchaRequired: true } : null,
  });

  it('after repeated failures asks for the captcha, and the right password with it always gets in', async () => {
    const { username, password } = await registerMember(t);
    const ip = freshIp();
    for (let i = 1; i <= LOGIN_CAPTCHA_AFTER_PAIR_FAILURES; i += 1) {
      expect(await login({ username, password: 'wrong-pass' }, ip)).toEqual(
        wrongCredentials(i === LOGIN_CAPTCHA_AFTER_PAIR_FAILURES),
      );
    }
    // Even the right password must come with the captcha now.
    expect(await login({ username, password }, ip)).toEqual(captchaRequired());
    for (let i = LOGIN_CAPTCHA_AFTER_PAIR_FAILURES; i < 6; i += 1) {
      expect(await login({ username, password: 'wrong-pass', ...(await solvedCaptcha()) }, ip)).toEqual(
        wrongCredentials(true),
      );
    }
    const wrongCaptcha = await solvedCaptcha();
    expect(await login({ username, password, ...wrongCaptcha, captchaCode: 'zzzz9' }, ip)).toEqual(
      captchaRequired(Msg.captchaWrong),
    );
    const success = await login({ username, password, ...(await solvedCaptcha()) }, ip);
    expect(success.code).toBe(200);
    expect(success.data?.token).toBeTruthy();
    // Success forgets the pair's failures.
    expect((await login({ username, password }, ip)).code).toBe(200);
  });

  it('failures from one address do not keep the user out from another', async () => {
    const { username, password } = await registerMember(t);
    const attacker = freshIp();
    for (let i = 0; i < LOGIN_CAPTCHA_AFTER_ACCOUNT_FAILURES - 1; i += 1) {
      const captcha = i < LOGIN_CAPTCHA_AFTER_PAIR_FAILURES ? {} : await solvedCaptcha();
      expect((await login({ username, password: 'wrong-pass', ...captcha }, attacker)).code).toBe(400);
    }
    expect((await login({ username, password }, freshIp())).code).toBe(200);

    // Many more failures on the account: the owner is asked for the captcha, never refused.
    for (let i = 0; i < 3; i += 1) {
      await login({ username, password: 'wrong-pass', ...(await solvedCaptcha()) }, attacker);
    }
    const owner = freshIp();
    expect(await login({ username, password }, owner)).toEqual(captchaRequired());
    expect((await login({ username, password, ...(await solvedCaptcha()) }, owner)).code).toBe(200);
  });

  it('an address with many failures on a few accounts must add the captcha for every account', async () => {
    const ip = freshIp();
    // Spread over fewer accounts than the address hold lets fail (that hold is login-stuffing.test.ts).
    const accounts = Array.from(
      { length: LOGIN_ADDRESS_FREE_ACCOUNTS - 1 },
      () => `ghost_${freshUsername()}`,
    );
    for (let i = 0; i < LOGIN_CAPTCHA_AFTER_IP_FAILURES; i += 1) {
      const username = accounts[i % accounts.length] ?? '';
      const captcha = i < accounts.length * LOGIN_CAPTCHA_AFTER_PAIR_FAILURES ? {} : await solvedCaptcha();
      expect((await login({ username, password: 'wrong-pass', ...captcha }, ip)).code).toBe(400);
    }
    const demo = { username: 'demo', password: 'Demo@2026' };
    expect(await login(demo, ip)).toEqual(captchaRequired());
    expect((await login({ ...demo, ...(await solvedCaptcha()) }, ip)).code).toBe(200);
    expect((await login(demo, freshIp())).code).toBe(200);
  });

  it('makes the pair that keeps failing wait longer each time, and the wait ends', async () => {
    const { username, password } = await registerMember(t);
    const ip = freshIp();
    const fail = async () => {
      const captcha = await solvedCaptcha();
      return login({ username, password: 'wrong-pass', ...captcha }, ip);
    };
    for (let i = 0; i < LOGIN_BACKOFF_AFTER_PAIR_FAILURES; i += 1) expect((await fail()).code).toBe(400);

    const waits: number[] = [];
    for (let level = 0; level < 3; level += 1) {
      const held = await api.post<{ retryAfterMs: number }>(
        Api.accountLogin,
        { username, password, ...(await solvedCaptcha()) },
        { ip },
      );
      expect(held.code).toBe(429);
      const wait = held.data?.retryAfterMs ?? 0;
      expect(held.msg).toBe(Msg.tryAgainIn(Math.ceil(wait / 1000)));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(LOGIN_BACKOFF_BASE_MS * 2 ** level);
      waits.push(wait);
      // Another address is not held back meanwhile.
      expect((await login({ username, password, ...(await solvedCaptcha()) }, freshIp())).code).toBe(200);
      t.clock.advance(wait);
      expect((await fail()).code).toBe(400);
    }
    // After the first wait, each is at least half its nominal length, which doubles.
    expect(waits[1]).toBeGreaterThanOrEqual(LOGIN_BACKOFF_BASE_MS);
    expect(waits[2]).toBeGreaterThanOrEqual(LOGIN_BACKOFF_BASE_MS * 2);

    // The failures age out and the pair may log in again, without a captcha.
    t.clock.advance(LOGIN_FAILURE_WINDOW_MS);
    expect((await login({ username, password }, ip)).code).toBe(200);
  });

  it('the back-office login keeps working with its own captcha after failures', async () => {
    const { username, password } = await registerMember(t);
    const ip = freshIp();
    for (let i = 0; i < LOGIN_CAPTCHA_AFTER_PAIR_FAILURES; i += 1) {
      await login({ username, password: 'wrong-pass' }, ip);
    }
    const { captchaCode, uuid } = await solvedCaptcha();
    const res = await api.post<{ token: string }>(
      Api.adminLogin,
      { username, password, code: captchaCode, uuid },
      { ip },
    );
    expect(res.code).toBe(200);
    expect(res.data?.token).toBeTruthy();
  });
});

describe('change-password throttling', () => {
  it('asks for the captcha after wrong old passwords, and accepts the right one with it', async () => {
    const { password, login } = await registerMember(t);
    const token = login.token;
    const change = (body: Record<string, unknown>) =>
      api.post(Api.modifyPassword, body, { token, ip: freshIp() });
    for (let i = 1; i <= PASSWORD_CHANGE_CAPTCHA_AFTER_FAILURES; i += 1) {
      expect(await change({ oldPassword: 'wrong-old-pass', newPassword: 'Another#2026' })).toEqual({
        code: 400,
        msg: Msg.oldPasswordWrong,
        data: i === PASSWORD_CHANGE_CAPTCHA_AFTER_FAILURES ? { captchaRequired: true } : null,
      });
    }
    // Per member: another address does not help.
    expect(await change({ oldPassword: password, newPassword: 'Another#2026' })).toEqual(captchaRequired());
    expect(
      await change({ oldPassword: password, newPassword: 'Another#2026', ...(await solvedCaptcha()) }),
    ).toEqual({ code: 200, msg: Msg.passwordChanged, data: null });
  });
});
