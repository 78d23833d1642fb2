import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { heldAnswer, renderAt, stubFetch } from '../../../test/render';
import {
  firstScreenShown,
  putServerFirstScreen,
  removeServerFirstScreen,
} from '../../../test/server-first-screen';
import { NewsCategoryList } from './news-category-list';

const texts = {
  search: '搜索标题',
  categoriesFailed: '分类失败',
  emptyCategory: '没有资讯',
  emptySearch: '没有结果',
};
const categories = [
  { id: 15, title: '要闻' },
  { id: 11, title: '财经' },
];

function news(id: number, title: string) {
  return {
    id,
    title,
    description: '',
    dateTime: new Date().toISOString(),
    picList: [],
    visits: 0,
    teacher: null,
  };
}

/** Category 15 holds 早盘 and 午评, 11 holds 收评; a title narrows them. */
function stubServer(categoriesAnswer: unknown = { code: 200, msg: '', rows: categories, total: 2 }) {
  return stubFetch((url) => {
    const u = new URL(url, 'http://x');
    if (u.pathname === '/api/news/category/ver/2/all') return categoriesAnswer;
    if (u.pathname === '/api/news/ver/2/list') {
      const all =
        u.searchParams.get('categoryId') === '15' ? [news(1, '早盘'), news(2, '午评')] : [news(3, '收评')];
      const title = u.searchParams.get('title');
      const rows = all.filter((item) => !title || item.title.includes(title));
      return { code: 200, msg: '', rows, total: rows.length };
    }
    return { code: 404, msg: 'not found', data: null };
  });
}

const renderList = (initialCategoryId: number | null = null) =>
  renderAt(
    <NewsCategoryList
      initialCategoryId={initialCategoryId}
      texts={texts}
      renderItem={(item) => <h3>{item.title}</h3>}
    />,
  );

const headings = () => screen.queryAllByRole('heading').map((h) => h.textContent);

describe('NewsCategoryList', () => {
  it('starts on the first category and lists its news; another tab lists that one', async () => {
    stubServer();
    renderList();
    expect(await screen.findByText('早盘')).toBeTruthy();
    expect(headings()).toEqual(['早盘', '午评']);
    expect(screen.getByRole('tab', { name: '要闻' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: '财经' }));
    expect(await screen.findByText('收评')).toBeTruthy();
    expect(headings()).toEqual(['收评']);
  });

  it('starts on the given category when it exists', async () => {
    stubServer();
    renderList(11);
    expect(await screen.findByText('收评')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '财经' }).getAttribute('aria-selected')).toBe('true');
  });

  it('searches titles within the category and says when nothing matches', async () => {
    const fetch = stubServer();
    renderList();
    await screen.findByText('早盘');
    const input = screen.getByPlaceholderText('搜索标题');
    fireEvent.change(input, { target: { value: ' 午 ' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(headings()).toEqual(['午评']));
    const last = new URL(String(fetch.mock.calls.at(-1)![0]), 'http://x');
    expect(last.searchParams.get('title')).toBe('午');

    fireEvent.change(input, { target: { value: '周报' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('没有结果')).toBeTruthy();
  });

  it('shows the categories failing, with a retry, instead of the list', async () => {
    stubServer(new Error('offline'));
    renderList();
    expect(await screen.findByText('分类失败')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('says there is no news when there are no categories', async () => {
    stubServer({ code: 200, msg: '', rows: [], total: 0 });
    renderList();
    expect(await screen.findByText('没有资讯')).toBeTruthy();
  });

  describe('behind the server-drawn tabs and articles', () => {
    afterEach(removeServerFirstScreen);

    it('keeps them up until its own list is drawn', async () => {
      putServerFirstScreen('服务器画的资讯列表');
      const list = heldAnswer();
      stubFetch((url) =>
        new URL(url, 'http://x').pathname === '/api/news/ver/2/list'
          ? list.answer
          : { code: 200, msg: '', rows: categories, total: 2 },
      );
      renderList();
      expect(await screen.findByRole('tab', { name: '要闻' })).toBeTruthy();
      expect(firstScreenShown()).toBe(true);
      list.release({ code: 200, msg: '', rows: [news(1, '早盘')], total: 1 });
      expect(await screen.findByText('早盘')).toBeTruthy();
      expect(firstScreenShown()).toBe(false);
    });

    it('takes over to say the categories could not load', async () => {
      putServerFirstScreen('服务器画的资讯列表');
      stubServer(new Error('offline'));
      renderList();
      expect(await screen.findByText('分类失败')).toBeTruthy();
      expect(firstScreenShown()).toBe(false);
    });
  });
});
