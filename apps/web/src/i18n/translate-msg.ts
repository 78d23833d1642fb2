import { Msg } from '@app/contract/messages';
import { i18n } from './i18n';

const keyByText = new Map<string, string>();

/** Makes a group of contract texts translatable (the live pages add theirs when their code loads). */
export function registerMsgTexts(group: string, texts: object): void {
  for (const [key, value] of Object.entries(texts)) {
    // the first registration wins: a text present in Msg keeps its Msg translation
    if (typeof value === 'string' && !keyByText.has(value)) keyByText.set(value, `${group}.${key}`);
  }
}

registerMsgTexts('msg', Msg);

/**
 * Texts from the contract (validation messages, server msg values, live socket refusals) are Chinese;
 * show the catalog's version of a known text in the current language, any other text as it is.
 */
export function translateMsg(text: string): string {
  const key = keyByText.get(text);
  return key ? i18n.t(key as 'msg.ok') : text;
}
