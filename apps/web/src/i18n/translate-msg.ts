import { Msg } from '@app/contract/messages';
import { i18n } from './i18n';

const keyByText = new Map<string, string>(
  Object.entries(Msg).flatMap(([key, value]) => (typeof value === 'string' ? [[value, key] as const] : [])),
);

/**
 * Texts from the contract (validation messages, server msg values) are Chinese; show the catalog's
 * version of a known text in the current language, any other text as it is.
 */
export function translateMsg(text: string): string {
  const key = keyByText.get(text);
  return key ? i18n.t(`msg.${key}` as 'msg.ok') : text;
}
