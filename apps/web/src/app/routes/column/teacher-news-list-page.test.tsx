import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render';
import { TeacherNewsListPage } from './teacher-news-list-page';

const categories = [
  { id: 15, title: '要闻' },
  { id: 11, title: '财经' },
  { id: 16, title: 'A股' },
  { id: 17, title: '港美股' },
  { id: 18, title: '基金理财' },
];
/** Teacher 3 writes in 要闻, 财经 and 港美股 only. */
const TEACHER_3_CATEGORIES = [15, 11, 17];

function news(id: number, categoryId: number) {
  return {
    id,
    categoryId,
    title: `资讯${id}`,
    description: '',
    dateTime: new Date().toISOString(),
    picList: [],
    visits: 0,
    teacher: { name: '王慕言', avatar: '/a.svg' },
    likes: 0,
    locked: false,
    moduleId: null,
  };
}

function stubServer(withNews: readonly number[]) {
  return stubFetch((url) => {
    const u = new URL(url, 'http://x');
    if (u.pathname === '/api/news/category/ver/2/all')
      return { code: 200, msg: '', rows: categories, total: categories.length };
    if (u.pathname === '/api/teacher/get/info/3')
      return { code: 200, msg: '', data: { id: 3, name: '王慕言', avatar: '/a.svg' } };
    if (u.pathname === '/api/news/ver/2/list/live') {
      const categoryId = Number(u.searchParams.get('categoryId'));
      const n = withNews.includes(categoryId) ? 2 : 0;
      const rows = Array.from({ length: n }, (_, i) => news(categoryId * 100 + i, categoryId));
      const size = Number(u.searchParams.get('pageSize'));
      return { code: 200, msg: '', rows: rows.slice(0, size), total: n };
    }
    return { code: 404, msg: 'not found', data: null };
  });
}

describe('teacher news list page', () => {
  it("shows only the teacher's categories, centered, with the first one chosen", async () => {
    const fetch = stubServer(TEACHER_3_CATEGORIES);
    renderAt(<TeacherNewsListPage />, '/pages/course/newsList/index?teacherId=3');

    const tabs = await screen.findByTestId('column-tabs');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['要闻', '财经', '港美股']);
    expect(tabs.dataset.layout).toBe('centered');
    expect(await screen.findByText('资讯1500')).toBeTruthy();
    expect(screen.getByText('王慕言的资讯')).toBeTruthy();
    // The list asked for the teacher's news of the first category, page 1 of 20.
    const listCall = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .find((u) => u.pathname.endsWith('/list/live') && u.searchParams.get('pageSize') === '20');
    expect(listCall?.searchParams.get('categoryId')).toBe('15');
    expect(listCall?.searchParams.get('teacherId')).toBe('3');
  });

  it('says so when the teacher has no news at all', async () => {
    stubServer([]);
    renderAt(<TeacherNewsListPage />, '/pages/course/newsList/index?teacherId=3');
    await waitFor(() => expect(screen.getByText('暂无老师资讯')).toBeTruthy());
    expect(screen.queryByTestId('column-tabs')).toBeNull();
  });
});
