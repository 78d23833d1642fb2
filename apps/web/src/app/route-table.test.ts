import { describe, expect, it } from 'vitest';
import { Pages } from '@app/contract/pages';
import { APP_ROUTES } from './route-table';

const routed = new Set(APP_ROUTES.map((route) => route.path));

/** SPEC §2 "Main" pages, the start page and the applets course and template pages, as the client writes them. */
const SPEC_MAIN_PAGES = [
  '/pages/index',
  '/pages/about/index/index',
  '/pages/page/index/index',
  '/pages/page/index2/index',
  '/pages/applets/index/index',
  '/pages/applets/course/list/index',
  '/pages/applets/course/details/index',
  '/pages/applets/template/index',
  '/pages/applets/template/authorized/index',
];

/** SPEC §2's mine group, every page of it. */
const SPEC_MINE_PAGES = [
  '/pages/mine/article/index',
  '/pages/mine/index/index',
  '/pages/mine/personalInformation/index',
  '/pages/mine/systemSettings/index',
  '/pages/mine/pushList/index',
  '/pages/mine/essentialInformation/epithet/index',
  '/pages/mine/avatar/index',
  '/pages/mine/mobilePhone/index',
  '/pages/mine/password/index',
  '/pages/mine/logOff/index',
  '/pages/mine/agreement/index',
  '/pages/mine/integral/index',
  '/pages/mine/coupon/index',
  '/pages/mine/course/index',
  '/pages/mine/faq/index/index',
  '/pages/mine/faq/feedback/index',
  '/pages/mine/faq/feedbackDetail/index',
  '/pages/mine/collect/index/index',
  '/pages/mine/collect/list/index',
  '/pages/mine/help/index/index',
  '/pages/mine/help/detail/index',
  '/pages/mine/homework/homeworkAnswerList/index',
  '/pages/mine/homework/homeworkList/index',
  '/pages/mine/fontSize/index',
  '/pages/mine/order/list/index',
  '/pages/mine/order/index',
  '/pages/mine/order/invoice/index',
  '/pages/mine/noPermission/index',
  '/pages/mine/bindAccount/index',
  '/pages/mine/strategy/index',
  '/pages/mine/interest/index',
];

describe('route table', () => {
  it.each([...SPEC_MAIN_PAGES, ...SPEC_MINE_PAGES])('has a route for %s', (path) => {
    expect(routed.has(path)).toBe(true);
  });

  it('names every page by a plain path, as the router looks a page up by its path', () => {
    const parameterOrWildcard = /[:*?]|\/$/;
    expect(APP_ROUTES.filter((route) => parameterOrWildcard.test(route.path) && route.path !== '/')).toEqual(
      [],
    );
  });

  it('routes every page path of the contract', () => {
    const missing = Object.values(Pages).filter((path) => !routed.has(path));
    expect(missing).toEqual([]);
  });
});
