import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Msg } from '@app/contract/messages';
import { geetestAnswer } from '../../../lib/geetest';
import { fakeGeetest, GEETEST_RESULT } from '../../../test/fake-geetest';
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

  it('shows the image captcha when the server wants it, keeps what was typed and sends the answer along', async () => {
    const bodies: unknown[] = [];
    let loginCalls = 0;
    let pictures = 0;
    const fetch = stubFetch((url, init) => {
      if (url.includes('/captchaImage')) {
        pictures += 1;
        return {
          code: 200,
          msg: Msg.ok,
          data: {
            captchaEnabled: true,
            uuid: `uuid-${pictures}`,
            img: `data:image/svg+xml;base64,${pictures}`,
          },
        };
      }
      bodies.push(JSON.parse(String(init?.body)));
      loginCalls += 1;
      if (loginCalls === 1) return { code: 400, msg: Msg.wrongCredentials, data: { captchaRequired: true } };
      if (loginCalls === 2) return { code: 428, msg: Msg.captchaWrong, data: { captchaRequired: true } };
      return {
        code: 200,
        msg: Msg.loginOk,
        data: { token: 't', memberId: 1, isTeacher: false, roles: [], permissions: [], unionid: null },
      };
    });
    const onLoggedIn = vi.fn(async () => {});
    renderAt(<LoginPage onLoggedIn={onLoggedIn} />, '/pages/login/index/index');

    expect(screen.queryByLabelText('图形验证码', { exact: true })).toBeNull();
    type('账号', 'demo');
    type('密码', 'wrong-password');
    submit();

    // The refusal says the next try needs the captcha: the picture appears, nothing typed is lost.
    const picture = await screen.findByTestId('captcha-picture');
    await waitFor(() => expect(picture.querySelector('img')?.getAttribute('src')).toContain('base64,1'));
    expect((screen.getByLabelText('账号', { exact: true }) as HTMLInputElement).value).toBe('demo');
    expect((screen.getByLabelText('密码', { exact: true }) as HTMLInputElement).value).toBe('wrong-password');

    // Without an answer nothing is sent.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '登录' }).hasAttribute('disabled')).toBe(false),
    );
    submit();
    expect(await screen.findByText(Msg.captchaRequired)).toBeTruthy();
    expect(loginCalls).toBe(1);

    type('图形验证码', 'abcd');
    type('密码', 'Demo@2026');
    submit();
    await waitFor(() => expect(loginCalls).toBe(2));
    expect(bodies[1]).toEqual({
      username: 'demo',
      password: 'Demo@2026',
      captchaCode: 'abcd',
      uuid: 'uuid-1',
    });
    // A wrong answer: its reason under the field and a fresh picture with an empty answer.
    await waitFor(() => expect(picture.querySelector('img')?.getAttribute('src')).toContain('base64,2'));
    expect(screen.getAllByText(Msg.captchaWrong).length).toBeGreaterThan(0);
    expect((screen.getByLabelText('图形验证码', { exact: true }) as HTMLInputElement).value).toBe('');

    type('图形验证码', 'efgh');
    submit();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(bodies[2]).toEqual({
      username: 'demo',
      password: 'Demo@2026',
      captchaCode: 'efgh',
      uuid: 'uuid-2',
    });
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/captchaImage'))).toHaveLength(2);
  });

  it('gets another picture on a tap', async () => {
    let pictures = 0;
    stubFetch((url) => {
      if (url.includes('/captchaImage')) {
        pictures += 1;
        return {
          code: 200,
          msg: Msg.ok,
          data: { captchaEnabled: true, uuid: `u${pictures}`, img: `data:,p${pictures}` },
        };
      }
      return { code: 428, msg: Msg.captchaRequired, data: { captchaRequired: true } };
    });
    renderAt(<LoginPage onLoggedIn={vi.fn(async () => {})} />, '/pages/login/index/index');
    type('账号', 'demo');
    type('密码', 'Demo@2026');
    submit();
    const picture = await screen.findByTestId('captcha-picture');
    await waitFor(() => expect(picture.querySelector('img')?.getAttribute('src')).toBe('data:,p1'));
    fireEvent.click(screen.getByRole('button', { name: '换一张' }));
    await waitFor(() => expect(picture.querySelector('img')?.getAttribute('src')).toBe('data:,p2'));
  });
});

describe('login page with the hosted captcha (GeeTest v4)', () => {
  afterEach(() => {
    delete window.initGeetest4;
  });

  it('runs the widget instead of an empty picture and sends its result the way the server reads it', async () => {
    const geetest = fakeGeetest();
    window.initGeetest4 = geetest.init;
    const bodies: unknown[] = [];
    stubFetch((url, init) => {
      if (url.includes('/captchaImage'))
        return {
          code: 200,
          msg: Msg.ok,
          data: { captchaEnabled: true, uuid: 'unused', img: '', kind: 'geetest', captchaId: 'gt-id' },
        };
      bodies.push(JSON.parse(String(init?.body)));
      if (bodies.length === 1)
        return { code: 428, msg: Msg.captchaRequired, data: { captchaRequired: true } };
      return {
        code: 200,
        msg: Msg.loginOk,
        data: { token: 't', memberId: 1, isTeacher: false, roles: [], permissions: [], unionid: null },
      };
    });
    const onLoggedIn = vi.fn(async () => {});
    renderAt(<LoginPage onLoggedIn={onLoggedIn} />, '/pages/login/index/index');
    type('账号', 'demo');
    type('密码', 'Demo@2026');
    submit();

    const check = await screen.findByTestId('captcha-geetest');
    expect(screen.queryByTestId('captcha-picture')).toBeNull();
    await waitFor(() => expect(geetest.configs).toHaveLength(1));
    expect(geetest.configs[0]).toMatchObject({ captchaId: 'gt-id', product: 'bind' });
    act(() => geetest.ready());
    await waitFor(() => expect(check.textContent).toBe('点击完成验证'));

    // Not passed yet: nothing is sent.
    submit();
    expect(await screen.findByText(Msg.captchaUnsolved)).toBeTruthy();
    expect(bodies).toHaveLength(1);

    fireEvent.click(check);
    expect(geetest.calls).toEqual(['show']);
    act(() => geetest.pass());
    await waitFor(() => expect(check.textContent).toBe('已通过验证'));
    submit();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(bodies[1]).toEqual({
      username: 'demo',
      password: 'Demo@2026',
      ...geetestAnswer(GEETEST_RESULT),
    });
  });
});
