import sanitizeHtml from 'sanitize-html';

/** C0 controls except tab, line feed and carriage return, plus DEL (built from code points for the linter). */
const CONTROL_CHARS = new RegExp(
  `[${String.fromCharCode(0)}-${String.fromCharCode(8)}${String.fromCharCode(11)}${String.fromCharCode(12)}${String.fromCharCode(14)}-${String.fromCharCode(31)}${String.fromCharCode(127)}]`,
  'g',
);

/**
 * Comments are plain text: every tag and attribute goes, entities are decoded once and control
 * characters dropped, so what is stored is exactly what a reader sees (the client escapes on render).
 */
export function toPlainText(input: string): string {
  const withoutTags = sanitizeHtml(input, {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  });
  return withoutTags
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(CONTROL_CHARS, '')
    .trim();
}
