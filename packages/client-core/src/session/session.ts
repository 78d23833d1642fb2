import type { LoginResult } from '@app/contract/account';
import { DEFAULT_ROLE } from '@app/contract/roles';
import { LOGOUT_ITEMS, StorageKey } from '@app/contract/storage-keys';
import { getJson, setJson, type KeyValueStorage } from '../storage/key-value-storage';

export function saveLogin(storage: KeyValueStorage, result: LoginResult): void {
  storage.set(StorageKey.token, result.token);
  storage.set(StorageKey.memberId, String(result.memberId));
  storage.set(StorageKey.isTeacher, result.isTeacher ? '1' : '0');
  setJson(storage, StorageKey.roles, result.roles);
  setJson(storage, StorageKey.permissions, result.permissions);
  if (result.unionid) storage.set(StorageKey.unionid, result.unionid);
  else storage.remove(StorageKey.unionid);
}

export interface StoredProfile {
  name?: string | null;
  nickname?: string | null;
  avatar?: string | null;
}

/** Stores the display name (nickname wins over the real name, as the member chose it) and avatar. */
export function saveProfile(storage: KeyValueStorage, info: StoredProfile): void {
  const name = info.nickname || info.name;
  if (name) storage.set(StorageKey.name, name);
  if (info.avatar) storage.set(StorageKey.avatar, info.avatar);
  else if (info.avatar === null) storage.remove(StorageKey.avatar);
}

export function clearItems(storage: KeyValueStorage, keys: readonly string[]): void {
  for (const key of keys) storage.remove(key);
}

export function logoutLocally(storage: KeyValueStorage): void {
  clearItems(storage, LOGOUT_ITEMS);
}

export function getToken(storage: KeyValueStorage): string | null {
  const token = storage.get(StorageKey.token);
  return token ? token : null;
}

export function isLoggedIn(storage: KeyValueStorage): boolean {
  return getToken(storage) !== null;
}

export function getMemberId(storage: KeyValueStorage): number | null {
  const raw = storage.get(StorageKey.memberId);
  const id = raw ? Number(raw) : NaN;
  return Number.isInteger(id) ? id : null;
}

export function isTeacher(storage: KeyValueStorage): boolean {
  return storage.get(StorageKey.isTeacher) === '1';
}

function stringList(storage: KeyValueStorage, key: string): string[] {
  const value = getJson<unknown>(storage, key);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** With no roles returned the member still has the default role (SPEC §4). */
export function getRoles(storage: KeyValueStorage): string[] {
  const roles = stringList(storage, StorageKey.roles);
  return roles.length > 0 ? roles : [DEFAULT_ROLE];
}

export function getPermissions(storage: KeyValueStorage): string[] {
  return stringList(storage, StorageKey.permissions);
}
