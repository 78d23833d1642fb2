import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { NoticeDetailsPage } from './notice-details-page';

afterEach(() => vi.unstubAllGlobals());

const notice = {
  id: 7,
  categoryId: 11,
  title: '关于春节休市安排的公告',
  description: '休市安排',
  dateTime: '2026-01-20 09:30:00',
  picList: [],
  visits: 12,
  teacher: { name: '林海川', avatar: '/media/a.svg' },
  likes: 3,
  locked: false,
  moduleId: null,
  content: '<p>春节期间休市，<strong>2月16日</strong>起恢复交易。</p>',
  liked: false,
  collected: false,
  commentCount: 4,
  related: [{ id: 8, title: '相关的另一篇' }],
};

describe('notice details page', () => {
  it('shows the title, date and content only: no comments, related reading, like or collect', async () => {
    const fetchMock = stubFetch(() => ({ code: 200, msg: '', data: notice }));
    renderAt(<NoticeDetailsPage />, '/pages/news/noticeDetails/index?id=7');
    expect(await screen.findByRole('heading', { level: 1, name: notice.title })).toBeTruthy();
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x').pathname).toBe('/api/news/ver/2/info/7');
    expect(screen.getByText('2026-01-20 09:30')).toBeTruthy();
    expect(await screen.findByText('2月16日')).toBeTruthy();
    expect(screen.queryByText('相关阅读')).toBeNull();
    expect(screen.queryByText('相关的另一篇')).toBeNull();
    expect(screen.queryByText('林海川')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByTestId('news-like')).toBeNull();
    expect(screen.queryByTestId('news-comments')).toBeNull();
  });

  it('says the notice is missing for an unknown or malformed id', async () => {
    stubFetch(() => ({ code: 404, msg: 'not found', data: null }));
    renderAt(<NoticeDetailsPage />, '/pages/news/noticeDetails/index?id=999');
    expect(await screen.findByText('该公告不存在或已下架')).toBeTruthy();

    const fetchMock = stubFetch(() => ({ code: 200, msg: '', data: notice }));
    renderAt(<NoticeDetailsPage />, '/pages/news/noticeDetails/index?id=abc');
    expect(screen.getAllByText('该公告不存在或已下架')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a retry when the notice fails to load', async () => {
    stubFetch(() => new TypeError('network down'));
    renderAt(<NoticeDetailsPage />, '/pages/news/noticeDetails/index?id=7');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });
});
