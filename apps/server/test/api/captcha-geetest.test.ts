import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CaptchaResult } from '@app/contract/account';
import { GEETEST_ORIGINS, GEETEST_SCRIPT_URL } from '@app/contract/geetest';
import { Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { freshIp } from '../helpers/accounts';
import { startFakeGeetest } from '../helpers/fake-geetest';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

const CAPTCHA_ID = 'gt-captcha-id-0001';
const CAPTCHA_KEY = 'gt-captcha-key-secret';

let t: TestApp;
let api: ReturnType<typeof client>;
let geetest: Awaited<ReturnType<typeof startFakeGeetest>>;

beforeAll(async () => {
  geetest = await startFakeGeetest(CAPTCHA_ID, CAPTCHA_KEY);
  t = await createTestApp({
    config: {
      captcha: {
        provider: 'geetest',
        geetest: { captchaId: CAPTCHA_ID, captchaKey: CAPTCHA_KEY, apiBase: geetest.url },
      },
    },
  });
  api = client(t.app);
});
afterAll(async () => {
  await t.close();
  await geetest.close();
});
beforeEach(() => {
  geetest.setOutage(null);
});

const adminLogin = (uuid: string, code: string) =>
  api.post<{ token: string }>(
    Api.adminLogin,
    { username: 'demo', password: 'Demo@2026', code, uuid },
    { ip: freshIp() },
  );

describe('the hosted GeeTest v4 captcha', () => {
  it('keeps GET /captchaImage answering, with no picture of its own and the widget to run', async () => {
    const res = await api.get<CaptchaResult>(Api.captchaImage);
    expect(res).toMatchObject({
      code: 200,
      data: { captchaEnabled: true, img: '', kind: 'geetest', captchaId: CAPTCHA_ID },
    });
  });

  it("lets pages load the widget's script and reach GeeTest's hosts, and nothing more", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const directives = new Map(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name, sources]),
    );
    const scriptHost = new URL(GEETEST_SCRIPT_URL).origin;
    for (const name of ['script-src', 'style-src', 'connect-src', 'img-src', 'frame-src']) {
      expect(directives.get(name)).toEqual(expect.arrayContaining([scriptHost, ...GEETEST_ORIGINS]));
    }
    expect(directives.get('script-src')).toEqual(["'self'", ...GEETEST_ORIGINS]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
  });

  it('admits a widget result GeeTest confirms, with the signed lot number, and only once', async () => {
    const { lotNumber, answer } = geetest.solve();
    expect((await adminLogin(lotNumber, answer)).code).toBe(200);
    const sent = geetest.requests.at(-1);
    expect(sent).toMatchObject({
      captcha_id: CAPTCHA_ID,
      lot_number: lotNumber,
      sign_token: createHmac('sha256', CAPTCHA_KEY).update(lotNumber).digest('hex'),
      ...JSON.parse(answer),
    });
    expect(await adminLogin(lotNumber, answer)).toMatchObject({ code: 400, msg: Msg.captchaWrong });
  });

  it('refuses a made-up or malformed result as a wrong captcha', async () => {
    const { lotNumber } = geetest.solve();
    const forged = JSON.stringify({ captcha_output: 'x', pass_token: 'guess', gen_time: '1' });
    expect(await adminLogin(lotNumber, forged)).toMatchObject({ code: 400, msg: Msg.captchaWrong });
    expect(await adminLogin(lotNumber, 'abcd')).toMatchObject({ code: 400, msg: Msg.captchaWrong });
  });

  it('asks the member login for it too, and lets nothing through while GeeTest cannot answer', async () => {
    const { lotNumber, answer } = geetest.solve();
    geetest.setOutage('http');
    expect(await adminLogin(lotNumber, answer)).toMatchObject({ code: 500, msg: Msg.captchaUnavailable });
    geetest.setOutage('status');
    expect(await adminLogin(lotNumber, answer)).toMatchObject({ code: 500, msg: Msg.captchaUnavailable });
    geetest.setOutage(null);
    const login = await api.post(
      Api.accountLogin,
      { username: 'demo', password: 'Demo@2026', captchaCode: answer, uuid: lotNumber },
      { ip: freshIp() },
    );
    expect(login.code).toBe(200);
  });
});
