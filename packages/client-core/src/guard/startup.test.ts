import { describe, expect, it } from 'vitest';
import { StorageKey } from '@app/contract/storage-keys';
import { createMemoryStorage } from '../storage/key-value-storage';
import { runStartup } from './startup';

describe('runStartup', () => {
  it('records the entry page and query and the referral ids', () => {
    const s = createMemoryStorage();
    const result = runStartup(
      { path: '/pages/news/details/index', query: { id: '9', parentMemberId: '12,34', crmUserId: 'c-5' } },
      s,
    );
    expect(result).toEqual({ fetchMemberInfo: false, redirect: null });
    expect(s.get(StorageKey.entryPage)).toBe('/pages/news/details/index');
    expect(JSON.parse(s.get(StorageKey.entryQuery) ?? 'null')).toEqual({
      id: '9',
      parentMemberId: '12,34',
      crmUserId: 'c-5',
    });
    expect(s.get(StorageKey.parentMemberId)).toBe('12,34');
    expect(s.get(StorageKey.crmUserId)).toBe('c-5');
    expect(s.get(StorageKey.lastVisitedPage)).toContain('/pages/news/details/index?id=9');
  });

  it('keeps earlier referral ids when the query has none', () => {
    const s = createMemoryStorage({ [StorageKey.crmUserId]: 'old' });
    runStartup({ path: '/', query: {} }, s);
    expect(s.get(StorageKey.crmUserId)).toBe('old');
  });

  it('sends a visitor on a member page to login', () => {
    const result = runStartup({ path: '/pages/mine/password/index', query: {} }, createMemoryStorage());
    expect(result).toEqual({ fetchMemberInfo: false, redirect: '/pages/login/index/index' });
  });

  it('fetches member info with a token and leaves a logged-in member on the login page for /', () => {
    const s = createMemoryStorage({ [StorageKey.token]: 't' });
    expect(runStartup({ path: '/pages/mine/password/index', query: {} }, s)).toEqual({
      fetchMemberInfo: true,
      redirect: null,
    });
    expect(runStartup({ path: '/pages/login/index/index', query: {} }, s)).toEqual({
      fetchMemberInfo: true,
      redirect: '/',
    });
  });
});
