import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaResult, LoginResult, UserInfoResult } from '@app/contract/account';
import { CAPTCHA_TTL_MS } from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { rasterCaptchaGenerator } from '../../src/modules/captcha/captcha.service';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  randomCaptchaText,
  renderCaptchaPng,
} from '../../src/modules/captcha/raster-captcha';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof client>;
/** Answers of the captchas the app drew, in order: the real generator, observed from inside the process. */
const answers: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
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

async function captcha(): Promise<{ uuid: string; answer: string; img: string }> {
  const res = await api.get<CaptchaResult>(Api.captchaImage);
  expect(res.code).toBe(200);
  return { uuid: res.data?.uuid ?? '', img: res.data?.img ?? '', answer: answers.at(-1) ?? '' };
}

describe('captcha image', () => {
  it('returns a PNG data URL, no letter outlines to read, and never the answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: Api.captchaImage });
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { code: number; data: CaptchaResult };
    expect(body.data.captchaEnabled).toBe(true);
    // The embedded picture says it is one; only the hosted widget has a captcha id.
    expect(body.data.kind).toBe('image');
    expect(body.data).not.toHaveProperty('captchaId');
    expect(body.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.img.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(body.data.img.split(',')[1] ?? '', 'base64');
    expect(await sharp(png).metadata()).toMatchObject({
      format: 'png',
      width: CAPTCHA_WIDTH,
      height: CAPTCHA_HEIGHT,
    });
    expect(png.toString('latin1')).not.toContain('<path');
    expect(res.body.toLowerCase()).not.toContain(`"${(answers.at(-1) ?? 'zzzz').toLowerCase()}"`);
  });

  it('draws the same answer differently every time', async () => {
    const text = randomCaptchaText();
    const [a, b] = await Promise.all([renderCaptchaPng(text), renderCaptchaPng(text)]);
    expect(a.equals(b)).toBe(false);
  });
});

describe('POST /login', () => {
  it('logs in with the right captcha (any letter case) and password', async () => {
    const { uuid, answer } = await captcha();
    const res = await api.post<{ token: string }>(Api.adminLogin, {
      username: 'teacher',
      password: 'Teacher@2026',
      code: answer.toUpperCase(),
      uuid,
    });
    expect(res.code).toBe(200);
    const info = await api.get<UserInfoResult>(Api.adminGetInfo, { token: res.data?.token ?? '' });
    expect(info.data?.user.userName).toBe('teacher');
  });

  it('uses a captcha up on a wrong answer', async () => {
    const { uuid, answer } = await captcha();
    const wrong =
      answer.split('').reverse().join('') === answer ? `${answer}x` : answer.split('').reverse().join('');
    expect(
      await api.post(Api.adminLogin, { username: 'demo', password: 'Demo@2026', code: wrong, uuid }),
    ).toEqual({
      code: 400,
      msg: Msg.captchaWrong,
      data: null,
    });
    expect(
      await api.post(Api.adminLogin, { username: 'demo', password: 'Demo@2026', code: answer, uuid }),
    ).toEqual({
      code: 400,
      msg: Msg.captchaExpired,
      data: null,
    });
  });

  it('checks the captcha before the password and refuses an expired one', async () => {
    const { uuid } = await captcha();
    expect(
      await api.post(Api.adminLogin, { username: 'demo', password: 'wrong-password', code: 'zzzz', uuid }),
    ).toMatchObject({
      msg: Msg.captchaWrong,
    });
    const late = await captcha();
    t.clock.advance(CAPTCHA_TTL_MS + 1);
    expect(
      await api.post(Api.adminLogin, {
        username: 'demo',
        password: 'Demo@2026',
        code: late.answer,
        uuid: late.uuid,
      }),
    ).toMatchObject({
      code: 400,
      msg: Msg.captchaExpired,
    });
    expect(
      await api.post(Api.adminLogin, {
        username: 'demo',
        password: 'Demo@2026',
        code: 'abcd',
        uuid: 'no-such-uuid',
      }),
    ).toMatchObject({
      msg: Msg.captchaExpired,
    });
  });

  it('says wrong credentials for a right captcha and a wrong password', async () => {
    const { uuid, answer } = await captcha();
    expect(
      await api.post(
        Api.adminLogin,
        { username: 'demo', password: 'not-it-at-all', code: answer, uuid },
        { ip: '10.9.0.1' },
      ),
    ).toEqual({
      code: 400,
      msg: Msg.wrongCredentials,
      data: null,
    });
  });
});

describe('GET /getInfo', () => {
  it('defaults the roles of a plain member to ROLE_DEFAULT', async () => {
    const login = await api.post<LoginResult>(Api.accountLogin, { username: 'demo', password: 'Demo@2026' });
    const info = await api.get<UserInfoResult>(Api.adminGetInfo, { token: login.data?.token ?? '' });
    expect(info).toMatchObject({
      code: 200,
      data: { user: { userName: 'demo' }, roles: ['ROLE_DEFAULT'], permissions: [] },
    });
    expect(info.data?.user.userId).toBe(login.data?.memberId);
  });

  it('returns the teacher role and permissions for the teacher account', async () => {
    const login = await api.post<LoginResult>(Api.accountLogin, {
      username: 'teacher',
      password: 'Teacher@2026',
    });
    expect(login.data).toMatchObject({ isTeacher: true, roles: ['teacher'] });
    const info = await api.get<UserInfoResult>(Api.adminGetInfo, { token: login.data?.token ?? '' });
    expect(info.data).toMatchObject({
      roles: ['teacher'],
      permissions: ['live:message:post', 'live:message:hide'],
      user: { userName: 'teacher', nickName: '陈知远', avatar: '/media/avatars/teacher-1.svg' },
    });
  });

  it('answers 401 without a token', async () => {
    expect(await api.get(Api.adminGetInfo)).toEqual({ code: 401, msg: Msg.sessionExpired, data: null });
  });
});
