/**
 * Chinese-aware tokens for PostgreSQL full text search. PostgreSQL's parsers do not segment Chinese, so
 * runs of Han characters become overlapping bigrams ("市盈率" → 市盈, 盈率) and other words are lowercased
 * whole. Tokens contain only letters and digits, so they can be written into tsvector/tsquery literals as
 * they are.
 */

const HAN = /\p{Script=Han}/u;
/** Runs of Han characters, or of other letters and digits. */
const RUNS = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;
/** Function characters that only join words: a Han run is split at them so they make no bigrams. */
const JOINERS = new Set(
  '的了吗呢吧啊呀么是和与及或在把被对从向我你他她它们这那哪个些也都就还又很请吗嘛'.split(''),
);
/** Question words that say nothing about the topic: a Han run is split where they stand. */
const STOP_WORDS = [
  '为什么',
  '有哪些',
  '什么',
  '怎么',
  '怎样',
  '如何',
  '可以',
  '能否',
  '是否',
  '一下',
  '一个',
  '哪些',
  '告诉',
  '请问',
  '介绍',
  '应该',
  '需要',
  '知道',
  '意思',
];
const STOP_PATTERN = new RegExp(STOP_WORDS.join('|'), 'g');
const MAX_LATIN_TOKEN = 30;

function hanTokens(run: string, out: string[]): void {
  let part = '';
  const flush = () => {
    if (part.length === 1) out.push(part);
    for (let i = 0; i + 1 < part.length; i += 1) out.push(part.slice(i, i + 2));
    part = '';
  };
  for (const ch of run.replace(STOP_PATTERN, '，')) {
    if (JOINERS.has(ch) || ch === '，') flush();
    else part += ch;
  }
  flush();
}

/** Tokens in text order (repeats kept: they count for ranking). */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const match of text.normalize('NFKC').matchAll(RUNS)) {
    const run = match[0];
    if (HAN.test(run[0] ?? '')) hanTokens(run, out);
    else if (run.length <= MAX_LATIN_TOKEN) out.push(run.toLowerCase());
  }
  return out;
}

/** Distinct tokens of a question, for a tsquery; single Han characters only when nothing else is left. */
export function queryTokens(text: string): string[] {
  const all = [...new Set(tokenize(text))];
  const long = all.filter((t) => t.length > 1);
  return (long.length > 0 ? long : all).slice(0, 64);
}

/** A tsvector literal: the title's tokens weigh A, the body's D; positions count repeats. */
export function tsvectorLiteral(title: string, body: string): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  const add = (tokens: string[], weight: 'A' | 'D') => {
    for (const token of tokens) {
      position = Math.min(position + 1, 16383);
      const list = positions.get(token) ?? [];
      if (list.length < 255) list.push(`${position}${weight === 'A' ? 'A' : ''}`);
      positions.set(token, list);
    }
  };
  add(tokenize(title), 'A');
  add(tokenize(body), 'D');
  return [...positions].map(([token, at]) => `'${token}':${at.join(',')}`).join(' ');
}

/** Any of the tokens (OR), as a tsquery literal; '' when there is nothing to look for. */
export function tsqueryLiteral(tokens: readonly string[]): string {
  return tokens.map((t) => `'${t}'`).join(' | ');
}
