import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@app/contract/account';
import {
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_MS,
  SMS_DAILY_MAX,
  SMS_RESEND_INTERVAL_MS,
} from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { freshMobile } from '../helpers/accounts';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app);
});
afterAll(async () => {
  await t.close();
});

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('SMS codes', () => {
  it('writes a six-digit code to the outbox with the mobile, purpose and time', async () => {
    const mobile = freshMobile();
    expect(await api.post(Api.smsCode, { mobile, purpose: 'login' })).toEqual({
      code: 200,
      msg: Msg.codeSent,
      data: null,
    });
    const entry = t.readOutbox().find((e) => e.mobile === mobile);
    expect(entry).toMatchObject({ mobile, purpose: 'login', at: t.clock.now().toISOString() });
    expect(entry?.code).toMatch(/^\d{6}$/);
  });

  it('allows one send per mobile per minute', async () => {
    const mobile = freshMobile();
    expect((await api.post(Api.smsCode, { mobile })).code).toBe(200);
    t.clock.advance(SMS_RESEND_INTERVAL_MS - 1000);
    expect(await api.post(Api.smsCode, { mobile, purpose: 'register' })).toEqual({
      code: 429,
      msg: Msg.codeTooFrequent,
      data: null,
    });
    t.clock.advance(1000);
    expect((await api.post(Api.smsCode, { mobile })).code).toBe(200);
  });

  it('caps sends per mobile per day', async () => {
    const mobile = freshMobile();
    // Start early in a China calendar day so every send lands on the same day.
    t.clock.set(new Date('2030-03-10T00:05:00+08:00'));
    for (let i = 0; i < SMS_DAILY_MAX; i += 1) {
      expect((await api.post(Api.smsCode, { mobile })).code).toBe(200);
      t.clock.advance(SMS_RESEND_INTERVAL_MS);
    }
    expect(await api.post(Api.smsCode, { mobile })).toEqual({
      code: 429,
      msg: Msg.codeDailyLimit,
      data: null,
    });
    t.clock.set(new Date('2030-03-11T00:00:01+08:00'));
    expect((await api.post(Api.smsCode, { mobile })).code).toBe(200);
  });

  it('uses a code only once', async () => {
    const mobile = freshMobile();
    await api.post(Api.smsCode, { mobile });
    const code = t.lastCode(mobile);
    expect((await api.post<LoginResult>(Api.codeLogin, { mobile, code })).code).toBe(200);
    expect(await api.post(Api.codeLogin, { mobile, code })).toEqual({
      code: 400,
      msg: Msg.codeExpired,
      data: null,
    });
  });

  it('burns a code after too many wrong guesses', async () => {
    const mobile = freshMobile();
    await api.post(Api.smsCode, { mobile });
    const code = t.lastCode(mobile);
    for (let i = 0; i < SMS_CODE_MAX_ATTEMPTS; i += 1) {
      expect(await api.post(Api.codeLogin, { mobile, code: otherCode(code) })).toEqual({
        code: 400,
        msg: Msg.codeWrong,
        data: null,
      });
    }
    expect(await api.post(Api.codeLogin, { mobile, code })).toEqual({
      code: 400,
      msg: Msg.codeExpired,
      data: null,
    });
  });

  it('expires a code after its lifetime', async () => {
    const mobile = freshMobile();
    await api.post(Api.smsCode, { mobile });
    const code = t.lastCode(mobile);
    t.clock.advance(SMS_CODE_TTL_MS + 1);
    expect(await api.post(Api.codeLogin, { mobile, code })).toEqual({
      code: 400,
      msg: Msg.codeExpired,
      data: null,
    });
  });

  it('replaces an older code with a newer one', async () => {
    const mobile = freshMobile();
    await api.post(Api.smsCode, { mobile });
    const first = t.lastCode(mobile);
    t.clock.advance(SMS_RESEND_INTERVAL_MS);
    await api.post(Api.smsCode, { mobile });
    const second = t.lastCode(mobile);
    if (first !== second) {
      expect((await api.post(Api.codeLogin, { mobile, code: first })).code).toBe(400);
    }
    expect((await api.post(Api.codeLogin, { mobile, code: second })).code).toBe(200);
  });

  it('validates the mobile and purpose', async () => {
    expect(await api.post(Api.smsCode, { mobile: '12345' })).toMatchObject({
      code: 400,
      msg: Msg.mobileInvalid,
    });
    expect(await api.post(Api.smsCode, {})).toMatchObject({ code: 400, msg: Msg.mobileRequired });
    expect(await api.post(Api.smsCode, { mobile: freshMobile(), purpose: 'spam' })).toMatchObject({
      code: 400,
      msg: Msg.badRequest,
    });
    expect(await api.post(Api.codeLogin, { mobile: freshMobile(), code: '12ab56' })).toMatchObject({
      code: 400,
      msg: Msg.codeInvalid,
    });
  });
});
