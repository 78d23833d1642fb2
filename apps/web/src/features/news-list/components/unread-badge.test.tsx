import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { NewsCategoryList } from './news-category-list';
import { UnreadBadge } from './unread-badge';

describe('UnreadBadge', () => {
  it('shows the count with a spoken label, and nothing once all is read', () => {
    const { unmount } = renderAt(<UnreadBadge count={3} label="3条未读" />);
    expect(screen.getByLabelText('3条未读').textContent).toBe('3');
    unmount();
    renderAt(<UnreadBadge count={0} label="0条未读" />);
    expect(screen.queryByTestId('news-unread-badge')).toBeNull();
  });
});

describe('NewsCategoryList unread counts', () => {
  const categories = [
    { id: 15, title: '要闻' },
    { id: 11, title: '财经' },
  ];
  const texts = { search: '搜索', categoriesFailed: '失败', emptyCategory: '空', emptySearch: '无结果' };

  function stubServer(calls: string[]) {
    stubFetch((url) => {
      const u = new URL(url, 'http://x');
      calls.push(u.pathname);
      if (u.pathname === '/api/news/category/ver/2/all')
        return { code: 200, msg: '', rows: categories, total: 2 };
      if (u.pathname === '/api/news/view/ver/2/unread')
        return { code: 200, msg: '', data: { count: 4, categories: [{ categoryId: 11, count: 4 }] } };
      if (u.pathname === '/api/news/category/follow/get/list')
        return { code: 200, msg: '', rows: [], total: 0 };
      return { code: 200, msg: '', rows: [], total: 0 };
    });
  }

  it("puts each category's unread count on its tab for a member", async () => {
    const calls: string[] = [];
    stubServer(calls);
    renderAt(<NewsCategoryList texts={texts} renderItem={() => null} memberTools />);
    const badge = await screen.findByTestId('news-unread-badge');
    expect(badge.textContent).toBe('4');
    expect(within(badge.parentElement as HTMLElement).getByText('财经')).toBeTruthy();
    expect(screen.getAllByTestId('news-unread-badge')).toHaveLength(1);
    // The chosen (first) category can be followed from the tabs.
    expect(await screen.findByTestId('follow-category-15')).toBeTruthy();
  });

  it('asks nothing about reads for a visitor', async () => {
    const calls: string[] = [];
    stubServer(calls);
    renderAt(<NewsCategoryList texts={texts} renderItem={() => null} />);
    expect(await screen.findByText('财经')).toBeTruthy();
    expect(calls).not.toContain('/api/news/view/ver/2/unread');
    expect(screen.queryByTestId('news-unread-badge')).toBeNull();
    expect(screen.queryByTestId('follow-category-15')).toBeNull();
  });
});
