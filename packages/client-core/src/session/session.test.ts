import { describe, expect, it } from 'vitest';
import { StorageKey } from '@app/contract/storage-keys';
import { createMemoryStorage } from '../storage/key-value-storage';
import {
  clearItems,
  getMemberId,
  getPermissions,
  getRoles,
  getToken,
  isLoggedIn,
  isTeacher,
  logoutLocally,
  saveLogin,
  saveProfile,
} from './session';

const login = {
  token: 'tok-1',
  memberId: 7,
  isTeacher: true,
  roles: ['teacher'],
  permissions: ['news:view'],
  unionid: 'u-1',
};

describe('session', () => {
  it('stores everything a login returns', () => {
    const s = createMemoryStorage();
    expect(isLoggedIn(s)).toBe(false);
    saveLogin(s, login);
    expect(getToken(s)).toBe('tok-1');
    expect(isLoggedIn(s)).toBe(true);
    expect(s.get(StorageKey.memberId)).toBe('7');
    expect(getMemberId(s)).toBe(7);
    expect(s.get(StorageKey.isTeacher)).toBe('1');
    expect(isTeacher(s)).toBe(true);
    expect(getRoles(s)).toEqual(['teacher']);
    expect(getPermissions(s)).toEqual(['news:view']);
    expect(s.get(StorageKey.unionid)).toBe('u-1');
  });

  it('stores isTeacher as 0 and defaults roles to ROLE_DEFAULT', () => {
    const s = createMemoryStorage();
    saveLogin(s, { ...login, isTeacher: false, roles: [], unionid: null });
    expect(s.get(StorageKey.isTeacher)).toBe('0');
    expect(getRoles(s)).toEqual(['ROLE_DEFAULT']);
    expect(s.get(StorageKey.unionid)).toBeNull();
    expect(getRoles(createMemoryStorage())).toEqual(['ROLE_DEFAULT']);
    expect(getPermissions(createMemoryStorage())).toEqual([]);
  });

  it('saves the profile, preferring the nickname for the display name', () => {
    const s = createMemoryStorage();
    saveProfile(s, { name: '张三', nickname: '小张', avatar: '/media/a.png' });
    expect(s.get(StorageKey.name)).toBe('小张');
    expect(s.get(StorageKey.avatar)).toBe('/media/a.png');
    saveProfile(s, { name: '张三', nickname: null, avatar: null });
    expect(s.get(StorageKey.name)).toBe('张三');
    expect(s.get(StorageKey.avatar)).toBeNull();
  });

  it('logout clears token, roles, permissions and profile but keeps device and referral ids', () => {
    const s = createMemoryStorage({ [StorageKey.deviceId]: 'dev', [StorageKey.crmUserId]: 'crm' });
    saveLogin(s, login);
    saveProfile(s, { nickname: '小张', avatar: '/a.png' });
    logoutLocally(s);
    for (const key of [
      StorageKey.token,
      StorageKey.roles,
      StorageKey.permissions,
      StorageKey.name,
      StorageKey.avatar,
    ]) {
      expect(s.get(key)).toBeNull();
    }
    expect(isLoggedIn(s)).toBe(false);
    expect(s.get(StorageKey.deviceId)).toBe('dev');
    expect(s.get(StorageKey.crmUserId)).toBe('crm');
  });

  it('clears only the given keys', () => {
    const s = createMemoryStorage({ a: '1', b: '2' });
    clearItems(s, ['a']);
    expect(s.get('a')).toBeNull();
    expect(s.get('b')).toBe('2');
  });
});
