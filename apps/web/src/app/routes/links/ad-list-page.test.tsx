import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as navigation from '../../../lib/navigation';
import { renderAt, stubFetch } from '../../../test/render';
import { AdListPage } from './ad-list-page';

const navigate = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof navigation>()),
  appNavigate: navigate,
}));

afterEach(() => navigate.mockReset());

const base = { categoryCode: 'teacherAd', pic: '/media/x.svg', linkParams: null };
const ads = [
  {
    ...base,
    id: 1,
    typeCode: 'Webview',
    title: '上海证券交易所',
    content: '官方信息披露平台',
    link: 'https://www.sse.com.cn/',
  },
  {
    ...base,
    id: 2,
    typeCode: 'Other',
    title: '林海川老师答疑时间',
    content: '每周五 15:30 答疑',
    link: null,
  },
];

function row(title: string) {
  return screen.getAllByTestId('ad-row').find((el) => el.textContent?.includes(title)) as HTMLElement;
}

describe('advertisement list page', () => {
  it('asks for the category in the query (pageNum 1, pageSize 99) and lists rows with 进入', async () => {
    const fetchMock = stubFetch(() => ({ code: 200, msg: '', rows: ads, total: ads.length }));
    renderAt(<AdListPage />, '/pages/kede/meida/list/index?categoryCode=goodsAd&goodsId=4');
    expect(await screen.findByText('上海证券交易所')).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x');
    expect(url.pathname).toBe('/api/ad/ver/2/list/goodsAd');
    expect(url.searchParams.get('goodsId')).toBe('4');
    expect(url.searchParams.get('pageNum')).toBe('1');
    expect(url.searchParams.get('pageSize')).toBe('99');
    expect(screen.getAllByRole('button', { name: '进入' })).toHaveLength(2);
  });

  it('opens a web link in the web view and shows an ad without a link in a popup', async () => {
    stubFetch(() => ({ code: 200, msg: '', rows: ads, total: ads.length }));
    renderAt(<AdListPage />, '/pages/kede/meida/list/index');
    await screen.findByText('上海证券交易所');

    fireEvent.click(within(row('上海证券交易所')).getByRole('button', { name: '进入' }));
    expect(navigate).toHaveBeenCalledWith(
      `/pages/webView/index/index?url=${encodeURIComponent('https://www.sse.com.cn/')}&title=${encodeURIComponent('上海证券交易所')}`,
    );

    fireEvent.click(within(row('林海川老师答疑时间')).getByRole('button', { name: '进入' }));
    const popup = await screen.findByTestId('ad-popup');
    expect(within(popup).getByRole('heading', { name: '林海川老师答疑时间' })).toBeTruthy();
    expect(within(popup).getByText('每周五 15:30 答疑')).toBeTruthy();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('falls back to teacherAd for an unknown category and shows the empty state', async () => {
    const fetchMock = stubFetch(() => ({ code: 200, msg: '', rows: [], total: 0 }));
    renderAt(<AdListPage />, '/pages/kede/meida/list/index?categoryCode=bogus');
    expect(await screen.findByText('暂无广告')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/ad/ver/2/list/teacherAd');
  });
});
