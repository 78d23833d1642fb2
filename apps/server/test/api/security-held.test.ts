import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '@app/contract/account';
import { Api } from '@app/contract/paths';
import { freshMobile } from '../helpers/accounts';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'debug', logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => {
  await t.close();
});

/** Log lines without the fields that are numbers of their own (time, pid, durations). */
const logText = () =>
  lines
    .map((line) => {
      const {
        time: _time,
        pid: _pid,
        responseTime: _rt,
        ...rest
      } = JSON.parse(line) as Record<string, unknown>;
      return JSON.stringify(rest);
    })
    .join('\n');

describe('what already held, kept so', () => {
  it('no session fixation: a token the client brings is never adopted, every login gets a fresh one', async () => {
    const api = client(t.app);
    const planted = 'attacker-chosen-token-0123456789abcdef';
    const first = await t.app.inject({
      method: 'POST',
      url: Api.accountLogin,
      payload: { username: 'demo', password: 'Demo@2026' },
      headers: { authorization: `Bearer ${planted}` },
    });
    const token = first.json<{ data: LoginResult }>().data.token;
    expect(token).not.toBe(planted);
    expect((await api.get(Api.memberInfo, { token: planted })).code).toBe(401);
    const second = await api.post<LoginResult>(Api.accountLogin, { username: 'demo', password: 'Demo@2026' });
    expect(second.data?.token).not.toBe(token);
    expect((await api.get(Api.memberInfo, { token })).code).toBe(200);
  });

  it('no SMS code and no token reaches the logs', async () => {
    lines.length = 0;
    const api = client(t.app);
    const mobile = freshMobile();
    expect((await api.post(Api.smsCode, { mobile, purpose: 'login' })).code).toBe(200);
    const code = t.lastCode(mobile, 'login');
    const login = await api.post<LoginResult>(Api.codeLogin, { mobile, code });
    expect(login.code).toBe(200);
    await api.get(Api.memberInfo, { token: login.data?.token ?? '' });
    const text = logText();
    expect(text).toContain(Api.codeLogin);
    expect(text).not.toContain(code);
    expect(text).not.toContain(login.data?.token ?? 'no token');
  });
});
