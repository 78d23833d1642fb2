import { AI_QUOTE_MATCH_CHARS, AiText } from '@app/contract/ai';

/** [start, end) offsets of a quoted passage in an answer's text. */
export type Span = [number, number];

/** Markdown that opens a line (quote marks, list bullets and numbers): kept when the line is locked. */
const LINE_LEAD = /^(?:\s*(?:>|[-*+]\s|\d+[.)]\s))*\s*/;
const squeeze = (text: string) => text.replace(/\s+/g, '');

function quotes(line: string, bodies: readonly string[], min: number): boolean {
  const text = squeeze(line);
  if (text.length < min) return false;
  for (let i = 0; i + min <= text.length; i += 1) {
    const window = text.slice(i, i + min);
    if (bodies.some((body) => body.includes(window))) return true;
  }
  return false;
}

/**
 * The lines of `text` that quote one of `bodies`: a model quotes or paraphrases line by line, and the built-in
 * assistant quotes a passage as one `> …` line. Matching ignores spaces, so re-wrapped text still matches; a
 * paraphrase shares no long run of characters and is not found (decision 061).
 */
export function quotedSpans(text: string, bodies: readonly string[], min = AI_QUOTE_MATCH_CHARS): Span[] {
  const squeezed = bodies.map(squeeze).filter(Boolean);
  if (squeezed.length === 0) return [];
  const spans: Span[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const lead = LINE_LEAD.exec(line)?.[0].length ?? 0;
    const inner = line.slice(lead).trimEnd();
    if (inner && quotes(inner, squeezed, min)) spans.push([offset + lead, offset + lead + inner.length]);
    offset += line.length + 1;
  }
  return spans;
}

/** `text` with every span replaced by the assistant's lock notice (overlapping spans lock once). */
export function lockSpans(text: string, spans: readonly Span[]): string {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [start, end] of sorted) {
    if (end <= at) continue;
    if (start >= at) out += `${text.slice(at, start)}${AiText.lockedHint}`;
    at = end;
  }
  return out + text.slice(at);
}
