import { LiveMsg } from './messages';

const IMAGE_TAG = /<img\b/i;
const TAGS = /<[^>]*>/g;
const ENTITIES = /&(?:[a-z]+|#\d+|#x[0-9a-f]+);/gi;
const KEEP = /[\u4e00-\u9fff0-9]/g;

/**
 * SPEC §5: quoted text is reduced to Chinese characters and digits; a quote of a picture reads 图片.
 * Shared so the server's embedded quote and the client's reply bar say the same thing.
 */
export function reduceQuoteText(html: string, pic?: string | null): string {
  const text = (html.replace(TAGS, ' ').replace(ENTITIES, ' ').match(KEEP) ?? []).join('');
  if (text) return text;
  return IMAGE_TAG.test(html) || pic ? LiveMsg.imageTag : '';
}
