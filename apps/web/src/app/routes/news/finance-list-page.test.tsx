import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as navigation from '../../../lib/navigation';
import { renderAt, stubFetch } from '../../../test/render';
import { FinanceListPage } from './finance-list-page';

const navigate = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof navigation>()),
  appNavigate: navigate,
}));

afterEach(() => {
  navigate.mockReset();
  vi.unstubAllGlobals();
});

const news = (id: number, title: string) => ({
  id,
  categoryId: 11,
  title,
  description: '',
  dateTime: new Date().toISOString(),
  picList: [],
  visits: 0,
  teacher: null,
  likes: 0,
  locked: false,
  moduleId: null,
});

function stubServer(listAnswer: unknown) {
  return stubFetch((url) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/news/category/ver/2/all')
      return {
        code: 200,
        msg: '',
        rows: [
          { id: 15, title: '要闻' },
          { id: 11, title: '财经早知道' },
        ],
        total: 2,
      };
    if (path === '/api/news/ver/2/list') return listAnswer;
    return { code: 404, msg: 'not found', data: null };
  });
}

describe('finance list page', () => {
  it('lists category 11 under its title without tabs, and a card opens the article', async () => {
    const rows = [news(1, '央行降准解读'), news(2, '美联储议息前瞻')];
    const fetchMock = stubServer({ code: 200, msg: '', rows, total: 2 });
    renderAt(<FinanceListPage />, '/pages/news/financeList/index');
    expect(await screen.findByText('央行降准解读')).toBeTruthy();
    expect(await screen.findByText('财经早知道')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    const listCall = fetchMock.mock.calls
      .map((call) => new URL(String(call[0]), 'http://x'))
      .find((u) => u.pathname === '/api/news/ver/2/list');
    expect(listCall?.searchParams.get('categoryId')).toBe('11');

    fireEvent.click(screen.getByText('美联储议息前瞻'));
    expect(navigate).toHaveBeenCalledWith('/pages/news/details/index?id=2');
  });

  it('shows the empty state when the category has no news', async () => {
    stubServer({ code: 200, msg: '', rows: [], total: 0 });
    renderAt(<FinanceListPage />, '/pages/news/financeList/index');
    expect(await screen.findByText('暂无财经资讯')).toBeTruthy();
  });
});
