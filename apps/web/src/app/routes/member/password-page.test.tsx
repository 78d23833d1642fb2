import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Msg } from '@app/contract/messages';
import { renderAt, stubFetch } from '../../../test/render';
import { PasswordPage } from './password-page';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('change password', () => {
  it('after wrong old passwords shows the image captcha and sends its answer with the next try', async () => {
    const bodies: unknown[] = [];
    stubFetch((url, init) => {
      if (url.includes('/captchaImage')) {
        return { code: 200, msg: Msg.ok, data: { captchaEnabled: true, uuid: 'u-1', img: 'data:,pic' } };
      }
      bodies.push(JSON.parse(String(init?.body)));
      return { code: 400, msg: Msg.oldPasswordWrong, data: { captchaRequired: true } };
    });
    renderAt(<PasswordPage />, '/pages/mine/password/index');

    type('原密码', 'not-the-old-one');
    type('新密码', 'Another#2026');
    type('确认新密码', 'Another#2026');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));

    const picture = await screen.findByTestId('captcha-picture');
    await waitFor(() => expect(picture.querySelector('img')?.getAttribute('src')).toBe('data:,pic'));
    expect((screen.getByLabelText('原密码', { exact: true }) as HTMLInputElement).value).toBe(
      'not-the-old-one',
    );

    type('图形验证码', 'xy3z');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({
      oldPassword: 'not-the-old-one',
      newPassword: 'Another#2026',
      captchaCode: 'xy3z',
      uuid: 'u-1',
    });
  });
});
