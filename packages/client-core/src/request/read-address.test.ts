import { describe, expect, it } from 'vitest';
import { COMMENT_PAGE_SIZE } from '@app/contract/limits';
import { Api } from '@app/contract/paths';
import {
  footerNavParams,
  liveMessagePageParams,
  newsListParams,
  pageParams,
  readAddress,
  type ReadParams,
} from '@app/contract/read-addresses';
import { appendQuery, buildQueryString } from './query-string';

/** What the request wrapper sends for a GET of `path` with `params`. */
const sent = (path: string, params: ReadParams) => appendQuery(path, buildQueryString(params));

// The server names the answers it sends with a page by readAddress; the app takes one only when the
// address its request wrapper writes is the same (decision 054).
describe('readAddress writes an address as the request wrapper does', () => {
  it.each<[string, string, ReadParams]>([
    ['footer tabs', Api.navList, footerNavParams('h5')],
    ['a room’s newest messages', Api.liveMessageList, liveMessagePageParams({ liveId: 7, categoryId: 1 })],
    [
      'a filtered, older page of messages',
      Api.liveMessageList,
      liveMessagePageParams({ liveId: 7, categoryId: 2, teacherIds: [3, 4], beforeId: 90 }),
    ],
    [
      'a news category’s first page',
      Api.newsList,
      { ...newsListParams({ categoryId: 15 }), ...pageParams(1, 20) },
    ],
    [
      'a search with spaces and signs',
      Api.newsList,
      { ...newsListParams({ categoryId: 1, title: " A股 (今日)! it's ~ 5*2 " }), ...pageParams(2, 20) },
    ],
    ['comments of an article', `${Api.newsCommentList}/3`, pageParams(1, COMMENT_PAGE_SIZE)],
    ['no parameters', Api.liveCategoryAll, {}],
  ])('%s', (_name, path, params) => {
    expect(readAddress(path, params)).toBe(sent(path, params));
  });

  it('leaves blank parameters out', () => {
    expect(readAddress('/x', { a: 1, b: undefined, c: '' })).toBe('/x?a=1');
  });
});
