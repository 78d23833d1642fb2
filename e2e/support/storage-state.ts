import { E2E_BASE_URL } from './env';

type StorageState = {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
};

/**
 * Every browser context starts as a returning visitor who has already seen the home pop-up ad
 * (StorageKey.advertisementShow, stored as is by apps/web/src/lib/storage.ts): otherwise its centered
 * modal would cover the home page in specs about something else. playwright.config.ts sets it as
 * `use.storageState`, which also applies to contexts a spec creates with browser.newContext().
 */
export const AD_SEEN_STATE: StorageState = {
  cookies: [],
  origins: [{ origin: E2E_BASE_URL, localStorage: [{ name: 'advertisementShow', value: '1' }] }],
};

/** A first visit: nothing stored. For the specs about the pop-up ad itself (`test.use({ storageState: FRESH_STATE })`). */
export const FRESH_STATE: StorageState = { cookies: [], origins: [] };
