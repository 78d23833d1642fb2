import { sanitizeRichText } from '../lib/sanitize-rich-text';

const BLOCK = /^<(ul|ol|table|blockquote|figure|h[2-4])\b/i;

/** Builds article HTML from authored paragraphs ("## " starts a subheading), then applies the allowlist. */
export function articleHtml(body: readonly string[]): string {
  const html = body
    .map((line) => {
      if (line.startsWith('## ')) return `<h3>${line.slice(3)}</h3>`;
      if (BLOCK.test(line)) return line;
      return `<p>${line}</p>`;
    })
    .join('');
  return sanitizeRichText(html);
}
