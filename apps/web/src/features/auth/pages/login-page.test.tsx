import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Msg } from '@app/contract/messages';
import { renderAt, stubFetch } from '../../../test/render';
import { LoginPage } from './login-page';

const submit = () => fireEvent.click(screen.getByRole('button', { name: '登录' }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('login page', () => {
  it('shows the contract validation texts and sends nothing when fields are empty', async () => {
    const fetch = stubFetch(() => ({ code: 200, msg: 'ok', data: null }));
    const onLoggedIn = vi.fn(async () => {});
    renderAt(<LoginPage onLoggedIn={onLoggedIn} />, '/pages/login/index/index');

    submit();

    expect(await screen.findByText(Msg.usernameRequired)).toBeTruthy();
    expect(screen.getByText(Msg.passwordRequired)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('sends the trimmed username, shows the server message and keeps what was typed', async () => {
    const fetch = stubFetch(() => ({ code: 400, msg: Msg.wrongCredentials, data: null }));
    const onLoggedIn = vi.fn(async () => {});
    renderAt(<LoginPage onLoggedIn={onLoggedIn} />, '/pages/login/index/index');

    type('账号', '  demo ');
    type('密码', 'not-the-password');
    submit();

    expect(await screen.findByText(Msg.wrongCredentials)).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/member/login/ver/2/account');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'demo', password: 'not-the-password' });
    expect((screen.getByLabelText('账号', { exact: true }) as HTMLInputElement).value).toBe('  demo ');
    expect((screen.getByLabelText('密码', { exact: true }) as HTMLInputElement).value).toBe(
      'not-the-password',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '登录' }).hasAttribute('disabled')).toBe(false),
    );
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('hands the login result on after a successful login', async () => {
    const result = {
      token: 't0k3n',
      memberId: 7,
      isTeacher: false,
      roles: [],
      permissions: [],
      unionid: null,
    };
    stubFetch(() => ({ code: 200, msg: Msg.ok, data: result }));
    const onLoggedIn = vi.fn(async () => {});
    renderAt(<LoginPage onLoggedIn={onLoggedIn} />, '/pages/login/index/index');

    type('账号', 'demo');
    type('密码', 'Demo@2026');
    submit();

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(result));
  });
});
