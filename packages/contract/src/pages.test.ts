import { describe, expect, it } from 'vitest';
import { isGuestPage } from './pages';

describe('isGuestPage', () => {
  it('ignores the query string', () => {
    expect(isGuestPage('/pages/news/details/index?id=3')).toBe(true);
    expect(isGuestPage('/pages/news/list/index?categoryId=15')).toBe(true);
  });
  it('treats / as the about page', () => {
    expect(isGuestPage('/')).toBe(true);
    expect(isGuestPage('/?from=share')).toBe(true);
  });
  it('refuses member-only pages', () => {
    expect(isGuestPage('/pages/mine/personalInformation/index')).toBe(false);
    expect(isGuestPage('/pages/mine/password/index')).toBe(false);
    expect(isGuestPage('/pages/stock/stockRace/index?id=3')).toBe(false);
    expect(isGuestPage('/pages/news/details/index-x')).toBe(false);
  });
});
