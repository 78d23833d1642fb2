import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMMENT_PAGE_SIZE } from '@app/contract/limits';
import { renderAt, stubFetch } from '../../../test/render';
import { CommentSection } from './comment-section';

const source = { target: 'news', targetId: 42 } as const;

function comment(id: number, nickname: string, avatar: string) {
  return {
    id,
    content: `第${id}条评论\n第二行`,
    dateTime: new Date().toISOString(),
    member: { id: id + 100, nickname, avatar },
  };
}

describe('CommentSection', () => {
  it("asks for the target's comments and lists them under the count", async () => {
    const rows = [comment(1, '小王', '/a.png'), comment(2, '李四', '')];
    const fetch = stubFetch(() => ({ code: 200, msg: '', rows, total: 2 }));
    renderAt(<CommentSection source={source} count={2} testId="news-comments" />);

    const section = screen.getByTestId('news-comments');
    expect(within(section).getByRole('heading', { name: '评论 2' })).toBeTruthy();
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('小王')).toBeTruthy();
    expect(items[0]!.querySelector('p')?.textContent).toBe('第1条评论\n第二行');
    // No avatar: the nickname's first character stands in for it.
    expect(within(items[1]!).getByText('李')).toBeTruthy();

    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/api/news/comment/get/list/42');
    expect(url.searchParams.get('pageNum')).toBe('1');
    expect(url.searchParams.get('pageSize')).toBe(String(COMMENT_PAGE_SIZE));
  });

  it('says so when there are none', async () => {
    stubFetch(() => ({ code: 200, msg: '', rows: [], total: 0 }));
    renderAt(<CommentSection source={source} count={0} testId="viewpoint-comments" />);
    expect(await screen.findByText('暂无评论，快来抢沙发')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '评论 0' })).toBeTruthy();
  });

  it('offers a retry when they fail to load', async () => {
    stubFetch(() => new Error('offline'));
    renderAt(<CommentSection source={source} count={3} testId="news-comments" />);
    expect(await screen.findByText('评论加载失败')).toBeTruthy();
  });
});
