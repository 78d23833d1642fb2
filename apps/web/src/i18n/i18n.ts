import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { StorageKey } from '@app/contract/storage-keys';
import { storage } from '../lib/storage';
import { zhCN } from './zh-CN';

export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function storedLocale(): Locale {
  const value = storage.get(StorageKey.locale);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Switches language; English is loaded on demand so the default bundle stays small. */
export async function setLocale(locale: Locale): Promise<void> {
  if (locale === 'en' && !i18n.hasResourceBundle('en', 'translation')) {
    const { en } = await import('./en');
    i18n.addResourceBundle('en', 'translation', en);
  }
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  storage.set(StorageKey.locale, locale);
}
