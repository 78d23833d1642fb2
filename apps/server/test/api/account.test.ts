import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, MemberInfo } from '@app/contract/account';
import { Msg } from '@app/contract/messages';
import { Api } from '@app/contract/paths';
import { freshMobile, freshUsername, registerMember } from '../helpers/accounts';
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

describe('register and password login', () => {
  it('registers with an SMS code, is logged in at once, and can log in again with a padded username', async () => {
    const { username, password, mobile, login } = await registerMember(t, { nickname: '小李' });
    expect(login.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(login).toMatchObject({
      isTeacher: false,
      roles: ['ROLE_DEFAULT'],
      permissions: [],
      unionid: null,
    });

    const info = await api.get<MemberInfo>(Api.memberInfo, { token: login.token });
    expect(info.code).toBe(200);
    expect(info.data).toMatchObject({
      username,
      nickname: '小李',
      mobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
    });

    const again = await api.post<LoginResult>(Api.accountLogin, {
      username: `  ${username.toUpperCase()}  `,
      password,
    });
    expect(again.code).toBe(200);
    expect(again.msg).toBe(Msg.loginOk);
    expect(again.data?.memberId).toBe(login.memberId);
    expect(again.data?.token).not.toBe(login.token);
  });

  it('logs in the seeded demo member', async () => {
    const res = await api.post<LoginResult>(Api.accountLogin, { username: 'demo', password: 'Demo@2026' });
    expect(res.code).toBe(200);
    expect(res.data?.roles).toEqual(['ROLE_DEFAULT']);
  });

  it('tells a taken username only to a caller with a valid code, and the code survives the conflict', async () => {
    const first = await registerMember(t);
    const mobile = freshMobile();
    await api.post(Api.smsCode, { mobile, purpose: 'register' });
    const code = t.lastCode(mobile, 'register');
    const attempt = (username: string, withCode: string) =>
      api.post(Api.register, { username, password: 'Secret#2026', mobile, code: withCode });
    // Without the right code nothing is said about the name.
    expect(await attempt(first.username, code === '000000' ? '111111' : '000000')).toMatchObject({
      code: 400,
      msg: Msg.codeWrong,
    });
    expect(await attempt(first.username.toUpperCase(), code)).toMatchObject({
      code: 409,
      msg: Msg.usernameTaken,
    });
    // The same code still works for a free username.
    expect((await attempt(freshUsername(), code)).code).toBe(200);
  });

  it('answers a register code request for a taken mobile like any other, and sends nothing', async () => {
    const first = await registerMember(t);
    t.clock.advance(61_000);
    const before = t.readOutbox().length;
    expect(await api.post(Api.smsCode, { mobile: first.mobile, purpose: 'register' })).toEqual({
      code: 200,
      msg: Msg.codeSent,
      data: null,
    });
    expect(t.readOutbox()).toHaveLength(before);
    const guess = await api.post(Api.register, {
      username: freshUsername(),
      password: 'Secret#2026',
      mobile: first.mobile,
      code: '123456',
    });
    expect(guess).toMatchObject({ code: 400, msg: Msg.codeWrong });
  });

  it('rejects a wrong register code and a too-short password with our messages', async () => {
    const mobile = freshMobile();
    await api.post(Api.smsCode, { mobile, purpose: 'register' });
    const code = t.lastCode(mobile, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      await api.post(Api.register, {
        username: freshUsername(),
        password: 'Secret#2026',
        mobile,
        code: wrong,
      }),
    ).toMatchObject({
      code: 400,
      msg: Msg.codeWrong,
    });
    expect(
      await api.post(Api.register, { username: freshUsername(), password: 'short', mobile, code }),
    ).toMatchObject({
      code: 400,
      msg: Msg.passwordTooShort,
    });
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const { username } = await registerMember(t);
    const wrongPassword = await api.post(
      Api.accountLogin,
      { username, password: 'not-the-password' },
      { ip: '10.0.0.1' },
    );
    const unknownUser = await api.post(
      Api.accountLogin,
      { username: 'nobody_here', password: 'whatever1' },
      { ip: '10.0.0.1' },
    );
    expect(wrongPassword).toEqual({ code: 400, msg: Msg.wrongCredentials, data: null });
    expect(unknownUser).toEqual(wrongPassword);
  });
  // Failed-login throttling (captcha and back-off, never a lockout) is covered in security-accounts.test.ts.
});

describe('SMS code login', () => {
  it('creates an account for an unknown mobile and finds it again next time', async () => {
    const mobile = freshMobile();
    expect(await api.post(Api.smsCode, { mobile })).toEqual({ code: 200, msg: Msg.codeSent, data: null });
    const first = await api.post<LoginResult>(Api.codeLogin, { mobile, code: t.lastCode(mobile, 'login') });
    expect(first.code).toBe(200);
    const info = await api.get<MemberInfo>(Api.memberInfo, { token: first.data?.token ?? '' });
    expect(info.data).toMatchObject({ username: `m${mobile}` });
    // The default nickname is shown to others, so it says nothing about the mobile.
    expect(info.data?.nickname).toMatch(/^用户[0-9A-HJKMNP-TV-Z]{6}$/);

    t.clock.advance(61_000);
    await api.post(Api.smsCode, { mobile, purpose: 'login' });
    const second = await api.post<LoginResult>(Api.codeLogin, { mobile, code: t.lastCode(mobile, 'login') });
    expect(second.data?.memberId).toBe(first.data?.memberId);
  });

  it('does not accept a code sent for another purpose', async () => {
    const { mobile } = await registerMember(t);
    t.clock.advance(61_000);
    await api.post(Api.smsCode, { mobile, purpose: 'cancel' });
    const res = await api.post(Api.codeLogin, { mobile, code: t.lastCode(mobile, 'cancel') });
    expect(res).toMatchObject({ code: 400, msg: Msg.codeExpired });
  });
});

describe('member info and profile', () => {
  it('answers 401 without a token, with a malformed token and with an unknown token', async () => {
    expect(await api.get(Api.memberInfo)).toEqual({ code: 401, msg: Msg.sessionExpired, data: null });
    expect(await api.get(Api.memberInfo, { token: 'x'.repeat(500) })).toMatchObject({ code: 401 });
    expect(await api.get(Api.memberInfo, { token: 'not-a-real-token' })).toMatchObject({ code: 401 });
  });

  it('expires a session after its lifetime', async () => {
    const { login } = await registerMember(t);
    t.clock.advance(31 * 86_400_000);
    expect((await api.get(Api.memberInfo, { token: login.token })).code).toBe(401);
  });

  it('changes name and nickname and validates them', async () => {
    const { login } = await registerMember(t);
    const token = login.token;
    const named = await api.post<MemberInfo>(Api.modifyName, { name: '  李明  ' }, { token });
    expect(named).toMatchObject({ code: 200, msg: Msg.saveOk, data: { name: '李明' } });
    const nick = await api.post<MemberInfo>(Api.modifyNickname, { nickname: '稳健投资人' }, { token });
    expect(nick.data?.nickname).toBe('稳健投资人');
    expect((await api.get<MemberInfo>(Api.memberInfo, { token })).data).toMatchObject({
      name: '李明',
      nickname: '稳健投资人',
    });

    expect(await api.post(Api.modifyName, { name: '   ' }, { token })).toMatchObject({
      code: 400,
      msg: Msg.nameRequired,
    });
    expect(await api.post(Api.modifyNickname, { nickname: '长'.repeat(21) }, { token })).toMatchObject({
      code: 400,
      msg: Msg.nicknameTooLong,
    });
    expect(await api.post(Api.modifyName, { name: '李明' })).toMatchObject({ code: 401 });
  });

  it('changes the password from the JSON body and signs out every device', async () => {
    const { username, password, login } = await registerMember(t);
    const other = await api.post<LoginResult>(Api.accountLogin, { username, password });
    expect(
      await api.post(
        Api.modifyPassword,
        { oldPassword: 'wrong-old', newPassword: 'NewSecret#1' },
        { token: login.token },
      ),
    ).toMatchObject({ code: 400, msg: Msg.oldPasswordWrong });

    const changed = await api.post(
      Api.modifyPassword,
      { oldPassword: password, newPassword: 'NewSecret#1' },
      { token: login.token },
    );
    expect(changed).toEqual({ code: 200, msg: Msg.passwordChanged, data: null });
    expect((await api.get(Api.memberInfo, { token: login.token })).code).toBe(401);
    expect((await api.get(Api.memberInfo, { token: other.data?.token ?? '' })).code).toBe(401);
    expect((await api.post(Api.accountLogin, { username, password })).msg).toBe(Msg.wrongCredentials);
    expect((await api.post(Api.accountLogin, { username, password: 'NewSecret#1' })).code).toBe(200);
  });

  it('changes the password from the query string too', async () => {
    const { username, password, login } = await registerMember(t);
    const res = await api.post(Api.modifyPassword, undefined, {
      token: login.token,
      query: { oldPassword: password, newPassword: 'QuerySecret#2' },
    });
    expect(res).toEqual({ code: 200, msg: Msg.passwordChanged, data: null });
    expect((await api.post(Api.accountLogin, { username, password: 'QuerySecret#2' })).code).toBe(200);
    expect(
      await api.post(Api.modifyPassword, undefined, { token: login.token, query: { oldPassword: 'x' } }),
    ).toMatchObject({ code: 401 });
  });

  it('logout revokes only that token', async () => {
    const { username, password, login } = await registerMember(t);
    const other = await api.post<LoginResult>(Api.accountLogin, { username, password });
    expect(await api.post(Api.adminLogout, undefined, { token: login.token })).toEqual({
      code: 200,
      msg: Msg.logoutOk,
      data: null,
    });
    expect((await api.get(Api.memberInfo, { token: login.token })).code).toBe(401);
    expect((await api.get(Api.memberInfo, { token: other.data?.token ?? '' })).code).toBe(200);
    // Logging out twice is harmless.
    expect((await api.post(Api.adminLogout, undefined, { token: login.token })).code).toBe(200);
  });
});

describe('cancel account', () => {
  it('cancels with an SMS code, revokes tokens, blocks login and frees the mobile', async () => {
    const { username, password, mobile, login } = await registerMember(t);
    t.clock.advance(61_000);
    expect(await api.post(Api.smsCode, { mobile, purpose: 'cancel' })).toMatchObject({ code: 200 });
    const wrong = await api.post(Api.cancelAccount, {
      mobile,
      code: t.lastCode(mobile, 'cancel') === '123456' ? '654321' : '123456',
    });
    expect(wrong).toMatchObject({ code: 400, msg: Msg.codeWrong });
    const done = await api.post(Api.cancelAccount, { mobile, code: t.lastCode(mobile, 'cancel') });
    expect(done).toEqual({ code: 200, msg: Msg.accountCancelOk, data: null });

    expect((await api.get(Api.memberInfo, { token: login.token })).code).toBe(401);
    expect(await api.post(Api.accountLogin, { username, password })).toMatchObject({
      code: 400,
      msg: Msg.accountCancelled,
    });

    // The mobile can start over: a code login creates a fresh account.
    t.clock.advance(61_000);
    await api.post(Api.smsCode, { mobile, purpose: 'login' });
    const fresh = await api.post<LoginResult>(Api.codeLogin, { mobile, code: t.lastCode(mobile, 'login') });
    expect(fresh.code).toBe(200);
    expect(fresh.data?.memberId).not.toBe(login.memberId);
  });

  it('answers a cancel code request for an unregistered mobile like any other, and sends nothing', async () => {
    const mobile = freshMobile();
    const before = t.readOutbox().length;
    expect(await api.post(Api.smsCode, { mobile, purpose: 'cancel' })).toEqual({
      code: 200,
      msg: Msg.codeSent,
      data: null,
    });
    expect(t.readOutbox()).toHaveLength(before);
    expect(await api.post(Api.cancelAccount, { mobile, code: '123456' })).toMatchObject({
      code: 400,
      msg: Msg.codeWrong,
    });
  });
});
