/**
 * The text of an HTML fragment, for card summaries: tags dropped, entities decoded, whitespace folded.
 * DOMParser builds an inert document (no scripts run, no images load), so any markup is safe here.
 */
export function plainText(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return html.trim();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
