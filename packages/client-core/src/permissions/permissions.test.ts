import { describe, expect, it } from 'vitest';
import {
  hasAllPermissions,
  hasAllRoles,
  hasAnyPermission,
  hasAnyRole,
  hasPermission,
  hasRole,
} from './permissions';

describe('permissions', () => {
  it('passes with the exact permission or the wildcard', () => {
    expect(hasPermission(['news:view'], 'news:view')).toBe(true);
    expect(hasPermission(['news:view'], 'news:edit')).toBe(false);
    expect(hasPermission(['*:*:*'], 'news:edit')).toBe(true);
    expect(hasPermission([], 'news:view')).toBe(false);
  });

  it('any-of and all-of', () => {
    expect(hasAnyPermission(['a'], ['b', 'a'])).toBe(true);
    expect(hasAnyPermission(['a'], ['b', 'c'])).toBe(false);
    expect(hasAllPermissions(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(hasAllPermissions(['a'], ['a', 'b'])).toBe(false);
    expect(hasAllPermissions(['*:*:*'], ['a', 'b'])).toBe(true);
  });
});

describe('roles', () => {
  it('passes with the exact role or admin', () => {
    expect(hasRole(['teacher'], 'teacher')).toBe(true);
    expect(hasRole(['ROLE_DEFAULT'], 'teacher')).toBe(false);
    expect(hasRole(['admin'], 'teacher')).toBe(true);
  });

  it('any-of and all-of', () => {
    expect(hasAnyRole(['teacher'], ['vip', 'teacher'])).toBe(true);
    expect(hasAnyRole(['teacher'], ['vip'])).toBe(false);
    expect(hasAllRoles(['teacher', 'vip'], ['vip', 'teacher'])).toBe(true);
    expect(hasAllRoles(['teacher'], ['vip', 'teacher'])).toBe(false);
    expect(hasAllRoles(['admin'], ['vip', 'teacher'])).toBe(true);
  });
});
