import { describe, expect, it } from 'vitest';
import { StorageKey } from '@app/contract/storage-keys';
import { createMemoryStorage } from '../storage/key-value-storage';
import { guardNavigation, isLoginPage } from './route-guard';

const withToken = () => createMemoryStorage({ [StorageKey.token]: 't' });

describe('isLoginPage', () => {
  it('knows the login pages', () => {
    expect(isLoginPage('/pages/login/mobile/index?x=1')).toBe(true);
    expect(isLoginPage('/pages/mine/index/index')).toBe(false);
  });
});

describe('guardNavigation', () => {
  it('lets visitors open whitelisted pages and sends them to login otherwise', () => {
    const s = createMemoryStorage();
    expect(guardNavigation('/pages/news/details/index?id=1', s)).toEqual({ kind: 'allow' });
    expect(guardNavigation('/pages/mine/password/index', s)).toEqual({
      kind: 'redirect',
      to: '/pages/login/index/index',
    });
  });

  it('lets members go anywhere except the login pages, which lead to /', () => {
    const s = withToken();
    expect(guardNavigation('/pages/mine/password/index', s)).toEqual({ kind: 'allow' });
    expect(guardNavigation('/pages/login/index/index', s)).toEqual({ kind: 'redirect', to: '/' });
    expect(guardNavigation('/pages/login/register/index?x=1', s)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('remembers the last visited page unless the URL mentions login', () => {
    const s = createMemoryStorage();
    guardNavigation('/pages/mine/password/index?from=a', s);
    expect(s.get(StorageKey.lastVisitedPage)).toBe('/pages/mine/password/index?from=a');
    guardNavigation('/pages/login/index/index', s);
    guardNavigation('/pages/news/list/index?back=login', s);
    expect(s.get(StorageKey.lastVisitedPage)).toBe('/pages/mine/password/index?from=a');
  });
});
