import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { appNavigate } from '../lib/navigation';
import { renderAt, stubFetch } from '../test/render';
import { AppRoutes } from './router';

afterEach(() => vi.unstubAllGlobals());

const article = {
  id: 31,
  categoryId: 11,
  title: '早读：三季度资金面回顾',
  description: '回顾',
  dateTime: '2026-10-20 09:30:00',
  picList: [],
  visits: 12,
  teacher: { name: '林海川', avatar: '/media/a.svg' },
  likes: 3,
  locked: false,
  moduleId: null,
  content: '<p>资金面<strong>总体平稳</strong>。</p>',
  liked: false,
  collected: false,
  commentCount: 0,
  related: [],
};

const pathOf = (call: unknown[]) => new URL(String(call[0]), 'http://x').pathname;

describe('a page read started by its route', () => {
  it('reaches the page: the article shows and was asked for once', async () => {
    const fetchMock = stubFetch((url) =>
      url.includes('/api/news/ver/2/info/31')
        ? { code: 200, msg: '', data: article }
        : { code: 200, msg: '', rows: [], total: 0, data: null },
    );
    renderAt(<AppRoutes />, '/pages/news/details/index?id=31');
    expect(
      await screen.findByRole('heading', { level: 1, name: article.title }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await screen.findByText('总体平稳')).toBeTruthy();
    expect(fetchMock.mock.calls.filter((call) => pathOf(call) === '/api/news/ver/2/info/31')).toHaveLength(1);
  });

  it('sends nothing for an address without a usable id', async () => {
    const fetchMock = stubFetch(() => ({ code: 200, msg: '', rows: [], total: 0, data: null }));
    renderAt(<AppRoutes />, '/pages/news/details/index?id=abc');
    expect(await screen.findByText('该资讯不存在或已下架', undefined, { timeout: 5000 })).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter((call) => pathOf(call).startsWith('/api/news/ver/2/info')),
    ).toHaveLength(0);
  });

  it(
    'reads afresh on a later visit: an early "no permission" that led away is not handed to it',
    { timeout: 15_000 },
    async () => {
      window.localStorage.setItem('token', 'member-token');
      let unlocked = false;
      const fetchMock = stubFetch((url) => {
        if (!url.includes('/api/news/ver/2/info/37'))
          return { code: 200, msg: '', rows: [], total: 0, data: null };
        return unlocked
          ? { code: 200, msg: '', data: { ...article, id: 37 } }
          : { code: 206, msg: '', data: null };
      });
      renderAt(<AppRoutes />, '/pages/news/details/index?id=37');
      expect(
        (await screen.findAllByRole('heading', { name: '暂无权限' }, { timeout: 5000 })).length,
      ).toBeGreaterThan(0);

      unlocked = true; // bought
      act(() => appNavigate('/pages/news/details/index?id=37'));
      expect(
        await screen.findByRole('heading', { level: 1, name: article.title }, { timeout: 5000 }),
      ).toBeTruthy();
      expect(fetchMock.mock.calls.filter((call) => pathOf(call) === '/api/news/ver/2/info/37')).toHaveLength(
        2,
      );
    },
  );
});
