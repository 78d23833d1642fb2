import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, MemberInfo } from '@app/contract/account';
import { Api } from '@app/contract/paths';
import { registerMember } from '../helpers/accounts';
import { client } from '../helpers/http';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The session and grants cache is on here (off in the other suites, which move the clock and grant
// directly): revocations and profile changes made through the app must still take effect at once.
let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp({ authCacheMs: 60_000 });
  api = client(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('session cache', () => {
  it('a logged-out token stops working at once, another device’s token keeps working', async () => {
    const { username, password, login } = await registerMember(t);
    const other = (await api.post<LoginResult>(Api.accountLogin, { username, password })).data as LoginResult;
    expect((await api.get(Api.memberInfo, { token: login.token })).code).toBe(200);
    expect((await api.get(Api.memberInfo, { token: other.token })).code).toBe(200);
    await api.post(Api.adminLogout, undefined, { token: login.token });
    expect((await api.get(Api.memberInfo, { token: login.token })).code).toBe(401);
    expect((await api.get(Api.memberInfo, { token: other.token })).code).toBe(200);
  });

  it('a new password signs out every cached token at once', async () => {
    const { username, password, login } = await registerMember(t);
    const other = (await api.post<LoginResult>(Api.accountLogin, { username, password })).data as LoginResult;
    expect((await api.get(Api.memberInfo, { token: other.token })).code).toBe(200);
    const changed = await api.post(
      Api.modifyPassword,
      { oldPassword: password, newPassword: 'Cached#Secret1' },
      { token: login.token },
    );
    expect(changed.code).toBe(200);
    expect((await api.get(Api.memberInfo, { token: login.token })).code).toBe(401);
    expect((await api.get(Api.memberInfo, { token: other.token })).code).toBe(401);
  });

  it('a nickname change shows on the next request', async () => {
    const { login } = await registerMember(t, { nickname: '旧昵称' });
    expect((await api.get<MemberInfo>(Api.memberInfo, { token: login.token })).data?.nickname).toBe('旧昵称');
    await api.post(Api.modifyNickname, { nickname: '新昵称' }, { token: login.token });
    expect((await api.get<MemberInfo>(Api.memberInfo, { token: login.token })).data?.nickname).toBe('新昵称');
  });
});
