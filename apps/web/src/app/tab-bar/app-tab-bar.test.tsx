import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StorageKey } from '@app/contract/storage-keys';
import { renderAt, stubFetch } from '../../test/render';
import { AppTabBar } from './app-tab-bar';
import { useTabBar } from './get-tab-bar';

function TabBarFromServer() {
  const { data, isFetching, provisional } = useTabBar();
  return (
    <>
      {data ? <AppTabBar tabs={data} provisional={provisional} /> : null}
      {isFetching ? null : <span>settled</span>}
    </>
  );
}

const serverTabs = {
  code: 200,
  msg: '操作成功',
  total: 3,
  rows: [
    {
      id: 1,
      title: '学堂首页',
      link: '/pages/about/index/index',
      icon: '/media/a.svg',
      iconActive: '/media/a-on.svg',
    },
    {
      id: 2,
      title: '要闻',
      link: '/pages/news/list/index?categoryId=15',
      icon: '/media/n.svg',
      iconActive: '/media/n-on.svg',
    },
    {
      id: 3,
      title: '个人中心',
      link: '/pages/mine/index/index',
      icon: '/media/m.svg',
      iconActive: '/media/m-on.svg',
    },
  ].map((row) => ({
    ...row,
    typeCode: 'Route',
    linkParams: null,
    permission: 1,
    permissionMsg: null,
    noPermissionLink: null,
  })),
};

describe('tab bar', () => {
  it('asks the server for the h5 footer and marks the tab matching route and query', async () => {
    const fetch = stubFetch(() => serverTabs);
    renderAt(<TabBarFromServer />, '/pages/news/list/index?categoryId=15');

    const news = await screen.findByRole('button', { name: '要闻' });
    expect(news.getAttribute('aria-current')).toBe('page');
    expect(news.querySelector('img')?.getAttribute('src')).toBe('/media/n-on.svg');
    expect(screen.getByRole('button', { name: '学堂首页' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('button', { name: '个人中心' }).querySelector('img')?.getAttribute('src')).toBe(
      '/media/m.svg',
    );
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/nav/list?categoryCode=footer&linkTypeCode=h5');
  });

  it('is hidden on a page whose query does not match any tab', async () => {
    stubFetch(() => serverTabs);
    renderAt(<TabBarFromServer />, '/pages/news/list/index?categoryId=11');
    await screen.findByText('settled');
    expect(screen.queryByTestId('tab-bar')).toBeNull();
  });

  it('treats / as the home tab', async () => {
    stubFetch(() => serverTabs);
    renderAt(<TabBarFromServer />, '/');
    await screen.findByText('settled');
    expect(screen.getByRole('button', { name: '学堂首页' }).getAttribute('aria-current')).toBe('page');
  });

  it('falls back to home, news and mine when the request fails', async () => {
    const fetch = stubFetch(() => new TypeError('Failed to fetch'));
    renderAt(<TabBarFromServer />, '/pages/mine/index/index');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await screen.findByText('settled');

    const tabs = screen.getAllByRole('button').map((b) => b.textContent);
    expect(tabs).toEqual(['首页', '资讯', '我的']);
    expect(screen.getByRole('button', { name: '我的' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: '资讯' }).getAttribute('aria-current')).toBeNull();
  });

  it('on a first visit keeps the bar empty until the server has said which tabs there are', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderAt(<TabBarFromServer />, '/pages/mine/index/index');

    expect(screen.getByTestId('tab-bar-pending')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    answer(new Response(JSON.stringify(serverTabs), { headers: { 'content-type': 'application/json' } }));
    expect((await screen.findByRole('button', { name: '个人中心' })).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.queryByTestId('tab-bar-pending')).toBeNull();
  });

  it('draws the tabs of the last visit at once, with their icons sized', () => {
    window.localStorage.setItem(
      StorageKey.navData,
      JSON.stringify([
        { title: '个人中心', link: '/pages/mine/index/index', icon: '/m.svg', iconActive: '/m-on.svg' },
      ]),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderAt(<TabBarFromServer />, '/pages/mine/index/index');

    const icon = screen.getByRole('button', { name: '个人中心' }).querySelector('img');
    expect(icon?.getAttribute('src')).toBe('/m-on.svg');
    expect([icon?.getAttribute('width'), icon?.getAttribute('height')]).toEqual(['24', '24']);
  });
});
