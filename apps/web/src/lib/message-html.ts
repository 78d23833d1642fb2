const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** What the member typed, as message HTML: markup typed as text stays text, line breaks stay. */
export function textToHtml(text: string): string {
  return escapeHtml(text.trim()).replace(/\r?\n/g, '<br>');
}

/** SPEC §5: an uploaded picture is sent as an image tag with the returned address. */
export function imageHtml(url: string): string {
  return `<img src="${escapeHtml(url)}">`;
}

const ENTITY_TEXT: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Plain text of message HTML for one-line previews (search results, pinned messages). */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITY_TEXT[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
