import { REFERRAL_ITEMS, StorageKey } from '@app/contract/storage-keys';
import { getToken } from '../session/session';
import { setJson, type KeyValueStorage } from '../storage/key-value-storage';
import { guardNavigation } from './route-guard';

export interface StartupInput {
  path: string;
  query: Record<string, string>;
}

export interface StartupResult {
  /** Member info is only worth asking for with a token (SPEC §4). */
  fetchMemberInfo: boolean;
  /** Where to go instead of the entry page, or null to stay. */
  redirect: string | null;
}

function pageUrl({ path, query }: StartupInput): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** First run of the app: remember where it was entered and who referred the visitor, then guard. */
export function runStartup(input: StartupInput, storage: KeyValueStorage): StartupResult {
  storage.set(StorageKey.entryPage, input.path);
  setJson(storage, StorageKey.entryQuery, input.query);
  for (const item of REFERRAL_ITEMS) {
    const value = input.query[item];
    if (value) storage.set(item, value);
  }
  const decision = guardNavigation(pageUrl(input), storage);
  return {
    fetchMemberInfo: getToken(storage) !== null,
    redirect: decision.kind === 'redirect' ? decision.to : null,
  };
}
