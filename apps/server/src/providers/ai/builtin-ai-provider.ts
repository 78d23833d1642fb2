import { AiText } from '@app/contract/ai';
import { queryTokens, tokenize } from '../../lib/cjk-tokens';
import type { AiProvider, AnswerPart, ContextPassage } from './ai-provider';

/** Quotes are cut to about this many characters around their best sentences. */
const QUOTE_CHARS = 150;
const PASSAGES_QUOTED = 3;

/** The sentences of a passage that share most tokens with the question, in their original order. */
export function bestExcerpt(body: string, question: string, max = QUOTE_CHARS): string {
  const wanted = new Set(queryTokens(question));
  // The same sentence twice (a post repeated in a room) is one sentence.
  const sentences = [...new Set(body.split(/(?<=[。！？；!?;\n])/u).map((s) => s.trim()))].filter(Boolean);
  const scored = sentences.map((text, index) => ({
    text,
    index,
    score: new Set(tokenize(text).filter((t) => wanted.has(t))).size,
  }));
  const chosen: typeof scored = [];
  let length = 0;
  for (const s of [...scored].sort((a, b) => b.score - a.score || a.index - b.index)) {
    if (chosen.length > 0 && (s.score === 0 || length + s.text.length > max)) continue;
    chosen.push(s);
    length += s.text.length;
    if (length >= max) break;
  }
  const text = chosen
    .sort((a, b) => a.index - b.index)
    .map((s) => s.text)
    .join('');
  return text.length > max * 1.5 ? `${text.slice(0, max)}…` : text;
}

/** Markdown text of a link: brackets in a title would end it early. */
const linkText = (title: string) => title.replace(/[[\]]/g, ' ');

/** The built-in assistant's whole answer: it says what it is, then quotes our content with links. */
export function composeBuiltinAnswer(question: string, passages: readonly ContextPassage[]): string {
  const lines = [AiText.builtinDisclosure, ''];
  // One quote per source: several passages of one article are one citation. A source is listed only with
  // something to read: a quote that is empty, or the same words as one already quoted (a post repeated in two
  // rooms), leaves it out; a paid source the member does not hold shows its lock instead.
  const seen = new Set<string>();
  const excerpts = new Set<string>();
  const items: string[][] = [];
  for (const p of passages) {
    if (items.length === PASSAGES_QUOTED) break;
    if (seen.has(p.url)) continue;
    seen.add(p.url);
    const excerpt = bestExcerpt(p.body, question).trim();
    const key = excerpt.replace(/\s+/g, '');
    const repeated = key !== '' && excerpts.has(key);
    if (!p.locked && (!key || repeated)) continue;
    if (key) excerpts.add(key);
    const n = items.length + 1;
    const head = `${n}. **[${linkText(p.title)}](${p.url})**${p.locked ? ` ${AiText.lockedHint}` : ''}`;
    items.push(key && !repeated ? [head, `   > ${excerpt}`, ''] : [head, '']);
  }
  if (items.length === 0) {
    lines.push(AiText.noPassages);
  } else {
    lines.push(...items.flat(), '点击标题可以阅读原文。');
  }
  return lines.join('\n');
}

/**
 * Pieces of a few characters, like a model's tokens, so the answer streams the same way; a link comes whole,
 * so its markdown never shows half-written.
 */
export function streamPieces(text: string): string[] {
  return (
    text.match(/\*\*\[[^\]\n]*\]\([^)\s]*\)\*\*|[\p{Script=Han}]{1,2}|[^\p{Script=Han}\s]{1,6}\s*|\s+/gu) ??
    []
  );
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * The honest default when no model is configured: no language model, it composes its answer from the most
 * relevant passages of our own content, with their links, and says so. `pieceDelayMs` paces the stream
 * like a model's (members read as it comes; stop works the same way).
 */
export function createBuiltinAiProvider(options: { pieceDelayMs: number }): AiProvider {
  return {
    mode: 'builtin',
    name: AiText.builtinName,
    async *answer({ question, passages, signal }): AsyncGenerator<AnswerPart> {
      const pieces = streamPieces(composeBuiltinAnswer(question, passages));
      for (const text of pieces) {
        if (signal.aborted) return;
        yield { type: 'text', text };
        await pause(options.pieceDelayMs, signal);
      }
      if (signal.aborted) return;
      yield { type: 'end', doneReason: 'stop', promptTokens: null, completionTokens: null };
    },
  };
}
