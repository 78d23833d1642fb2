import { decodeHTML } from 'entities';
import { LIVE_QUOTE_MAX_CHARS } from './limits';
import { LiveMsg } from './messages';

const IMAGE_TAG = /<img\b/i;
/** Script and style bodies are code, not words; every other tag leaves a space where it stood. */
const CODE_BLOCKS = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAGS = /<[^>]*>/g;
/** Keycaps (1️⃣) first, so their digit goes with them rather than standing alone as a figure. */
const KEYCAPS = /[0-9#*]\uFE0F?\u20E3/gu;
/** Pictographs with their joiners, skin tones, flags and presentation selectors. */
const EMOJI =
  /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|[\u{1F3FB}-\u{1F3FF}]|\u200D|\uFE0E|\uFE0F|\u20E3/gu;
/** Line breaks, tabs, no-break and ideographic spaces, and control characters all become one space. */
const SPACES = /[\s\p{Cc}]+/gu;
/** Characters of one figure: a cut never falls inside 1,850.5 or 20% (it ends before the figure instead). */
const FIGURE = /[\p{Nd}.,%‰]/u;
export const QUOTE_ELLIPSIS = '…';

/**
 * The one-line plain text a quote shows of a message: markup, pictures and emoji go, and what was said stays
 * as written — figures whole with their signs, decimal points, thousands separators and %, Latin letters
 * (600519.SH), punctuation. SPEC §5 reads "Chinese characters and digits"; taken literally that turns
 * 1,850.5 into 18505, so it is read for its aim (see decision 067). A message that is only a picture reads 图片.
 * Shared so the server's embedded quote and the client's reply bar say the same thing.
 */
export function reduceQuoteText(html: string, pic?: string | null): string {
  const text = decodeHTML(html.replace(CODE_BLOCKS, ' ').replace(TAGS, ' '))
    .replace(KEYCAPS, ' ')
    .replace(EMOJI, '')
    .replace(SPACES, ' ')
    .trim();
  if (text) return shorten(text, LIVE_QUOTE_MAX_CHARS);
  return IMAGE_TAG.test(html) || pic ? LiveMsg.imageTag : '';
}

/** Cuts by characters (never inside a surrogate pair) and, where it can, before a figure rather than in it. */
function shorten(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  let end = max - 1;
  if (FIGURE.test(chars[end - 1] ?? '') && FIGURE.test(chars[end] ?? '')) {
    let start = end - 1;
    while (start > 0 && FIGURE.test(chars[start - 1] ?? '')) start -= 1;
    if (start > 0) end = start;
  }
  return chars.slice(0, end).join('').trimEnd() + QUOTE_ELLIPSIS;
}
