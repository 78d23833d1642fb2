import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HomeInfo } from '@app/contract/home';
import { Api } from '@app/contract/paths';
import { heldAnswer, renderAt, stubFetch } from '../../../test/render';
import {
  firstScreenShown,
  putServerFirstScreen,
  removeServerFirstScreen,
} from '../../../test/server-first-screen';
import { AboutPage } from './about-page';

const info: HomeInfo = {
  title: '财经学堂',
  slogan: '专业投资者教育',
  introduction: '',
  banners: [{ id: 1, title: '价值投资必修课', pic: '/media/banners/banner-1.svg', link: null }],
  menu: [],
  teachers: [],
  highlights: [],
  servicePhone: '',
  riskTip: '',
};

/** The home page's read answers when `release` is called, or fails when `fail` is. */
function stubHome() {
  const home = heldAnswer();
  stubFetch((url) =>
    new URL(url, 'http://localhost').pathname === Api.homeInfo
      ? home.answer
      : { code: 200, msg: '', rows: [], total: 0, data: [] },
  );
  return {
    release: () => home.release({ code: 200, msg: '', data: info }),
    fail: () => home.release({ code: 500, msg: '服务繁忙', data: null }),
  };
}

afterEach(removeServerFirstScreen);

describe('the home page and the server-drawn hero', () => {
  it('keeps the server’s hero and banner up until its own banner is drawn', async () => {
    putServerFirstScreen('服务器画的首页');
    const home = stubHome();
    renderAt(<AboutPage />);
    expect(screen.getByTestId('home-skeleton')).toBeTruthy();
    expect(firstScreenShown()).toBe(true);
    home.release();
    expect(await screen.findByRole('img', { name: '价值投资必修课' })).toBeTruthy();
    expect(firstScreenShown()).toBe(false);
  });

  it('takes over to say the page could not load', async () => {
    putServerFirstScreen('服务器画的首页');
    stubHome().fail();
    renderAt(<AboutPage />);
    await waitFor(() => expect(firstScreenShown()).toBe(false));
    expect(screen.queryByTestId('home-skeleton')).toBeNull();
  });
});
