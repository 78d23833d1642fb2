import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Msg } from '@app/contract/messages';
import { renderAt, stubFetch } from '../../../test/render';
import { MobileLoginPage } from './mobile-login-page';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const getCode = () => fireEvent.click(screen.getByTestId('sms-code-button'));

describe('SMS code sending with the image captcha', () => {
  it('asks for the captcha when the server wants it, keeps the mobile, and retries with the answer', async () => {
    const sends: unknown[] = [];
    let pictures = 0;
    stubFetch((url, init) => {
      if (url.includes('/captchaImage')) {
        pictures += 1;
        return {
          code: 200,
          msg: Msg.ok,
          data: { captchaEnabled: true, uuid: `uuid-${pictures}`, img: `data:,pic${pictures}` },
        };
      }
      sends.push(JSON.parse(String(init?.body)));
      return sends.length === 1
        ? { code: 428, msg: Msg.captchaRequired, data: { captchaRequired: true } }
        : { code: 200, msg: Msg.codeSent, data: null };
    });
    renderAt(<MobileLoginPage onLoggedIn={vi.fn(async () => {})} />, '/pages/login/mobile/index');

    type('手机号', '13800000009');
    getCode();
    const picture = await screen.findByTestId('captcha-picture');
    await waitFor(() => expect(picture.querySelector('img')?.getAttribute('src')).toBe('data:,pic1'));
    expect(sends).toEqual([{ mobile: '13800000009', purpose: 'login' }]);
    expect((screen.getByLabelText('手机号', { exact: true }) as HTMLInputElement).value).toBe('13800000009');
    // No countdown: nothing was sent.
    expect(screen.getByTestId('sms-code-button').textContent).toBe('获取验证码');

    // The next tap without an answer is stopped here.
    getCode();
    expect(await screen.findByText(Msg.captchaRequired)).toBeTruthy();
    expect(sends).toHaveLength(1);

    type('图形验证码', 'k7Pq');
    getCode();
    await waitFor(() => expect(sends).toHaveLength(2));
    expect(sends[1]).toEqual({
      mobile: '13800000009',
      purpose: 'login',
      captchaCode: 'k7Pq',
      uuid: 'uuid-1',
    });
    // Sent: the countdown runs and the captcha is put away.
    await waitFor(() => expect(screen.getByTestId('sms-code-button').textContent).toMatch(/秒后重发/));
    expect(screen.queryByTestId('captcha-picture')).toBeNull();
  });

  it('a refusal for another reason leaves the form as it was, without a captcha', async () => {
    stubFetch(() => ({ code: 429, msg: Msg.smsIpLimit, data: null }));
    renderAt(<MobileLoginPage onLoggedIn={vi.fn(async () => {})} />, '/pages/login/mobile/index');
    type('手机号', '13800000009');
    getCode();
    expect(await screen.findByText(Msg.smsIpLimit)).toBeTruthy();
    expect(screen.queryByTestId('captcha-picture')).toBeNull();
    expect((screen.getByLabelText('手机号', { exact: true }) as HTMLInputElement).value).toBe('13800000009');
    await waitFor(() => expect(screen.getByTestId('sms-code-button').hasAttribute('disabled')).toBe(false));
  });
});
