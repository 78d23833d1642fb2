import '../../../i18n/register-watch-catalog';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '@app/contract/storage-keys';
import { renderAt, stubFetch } from '../../../test/render';
import { CourseComments } from './course-comments';

afterEach(() => vi.unstubAllGlobals());

const comment = (id: number, content: string) => ({
  id,
  content,
  dateTime: new Date().toISOString(),
  member: { id: 100 + id, nickname: `会员${id}`, avatar: '' },
});

describe('CourseComments', () => {
  it("posts a member's comment under the course and lists it first", async () => {
    window.localStorage.setItem(StorageKey.token, 'member-token');
    let rows = [comment(1, '第一条')];
    const posted: unknown[] = [];
    stubFetch((url, init) => {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        rows = [comment(2, '讲得清楚'), ...rows];
        return { code: 200, msg: '评论成功', data: null };
      }
      expect(new URL(url, 'http://x').pathname).toBe('/api/course/comment/get/list/7');
      return { code: 200, msg: '', rows, total: rows.length };
    });
    renderAt(<CourseComments courseId={7} />);
    expect(await screen.findByText('第一条')).toBeTruthy();

    await userEvent.type(screen.getByPlaceholderText('写下你的评论'), '讲得清楚');
    await userEvent.click(screen.getByTestId('comment-send'));

    await waitFor(() => expect(posted).toEqual([{ courseId: 7, content: '讲得清楚' }]));
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('讲得清楚'));
    expect(screen.getByPlaceholderText('写下你的评论')).toHaveProperty('value', '');
  });

  it("says the course's own empty text and shows no heading of its own", async () => {
    stubFetch(() => ({ code: 200, msg: '', rows: [], total: 0 }));
    renderAt(<CourseComments courseId={7} />);
    expect(await screen.findByText('暂无评论，快来抢沙发')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
