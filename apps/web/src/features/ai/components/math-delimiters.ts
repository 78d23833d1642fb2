/**
 * Math is written only as \( \), \[ \] or $$ $$ (a single $ is a price: "$5 到 $8" stays text). remark-math
 * knows $$ only (singleDollarTextMath off), so \( \) and \[ \] are rewritten to it — outside code, and
 * tolerating a fence or a delimiter still open while the answer streams.
 */

/** Code fences and inline code spans: their text is left exactly as written. */
const CODE = /(```[\s\S]*?(?:```|$)|`[^`\n]*`)/g;

function rewrite(text: string): string {
  return text
    .replace(/\\\[([\s\S]+?)\\\]/g, (_, body: string) => `\n$$\n${body.trim()}\n$$\n`)
    .replace(/\\\(([\s\S]+?)\\\)/g, (_, body: string) => `$$${body.trim()}$$`);
}

export function normalizeMath(markdown: string): string {
  return markdown
    .split(CODE)
    .map((part, i) => (i % 2 === 1 ? part : rewrite(part)))
    .join('');
}

/** Whether the text has math worth loading KaTeX for. */
export function hasMath(markdown: string): boolean {
  return /\$\$[\s\S]+?\$\$|\\\([\s\S]+?\\\)|\\\[[\s\S]+?\\\]/.test(markdown.replace(CODE, ''));
}
