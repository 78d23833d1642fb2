import { describe, expect, it } from 'vitest';
import { unreadForLink } from './get-news-unread';

const unread = {
  count: 7,
  categories: [
    { categoryId: 15, count: 4 },
    { categoryId: 11, count: 3 },
  ],
};

describe('unreadForLink', () => {
  it('counts the category a news-list link names, or every category without one', () => {
    expect(unreadForLink(unread, '/pages/news/list/index?categoryId=15')).toBe(4);
    expect(unreadForLink(unread, '/pages/news/list/index?categoryId=11&title=x')).toBe(3);
    expect(unreadForLink(unread, '/pages/news/list/index?categoryId=16')).toBe(0);
    expect(unreadForLink(unread, '/pages/news/list/index')).toBe(7);
    expect(unreadForLink(unread, '/pages/news/list/index?categoryId=abc')).toBe(7);
  });

  it('gives other links, a missing link and unknown reads no count', () => {
    expect(unreadForLink(unread, '/pages/course/list/index/index')).toBe(0);
    expect(unreadForLink(unread, '/pages/news/details/index?id=15')).toBe(0);
    expect(unreadForLink(unread, null)).toBe(0);
    expect(unreadForLink(undefined, '/pages/news/list/index?categoryId=15')).toBe(0);
  });
});
