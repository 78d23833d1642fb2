import { Pages } from '@app/contract/pages';
import { withQuery } from './navigation';

/**
 * The address the PDF page may load, or null. Only a path on our own origin ('/media/...') or an
 * http(s) address is accepted: javascript:, data:, blob:, protocol-relative ('//host') and anything
 * else is refused, so a crafted link cannot run script or smuggle content through the viewer.
 */
export function acceptedPdfUrl(raw: string | null | undefined, origin: string): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (value.startsWith('/')) {
    // '//host/x' and '/\host/x' leave the origin in browsers
    if (value.startsWith('//') || value.startsWith('/\\')) return null;
    try {
      const url = new URL(value, origin);
      return url.origin === origin ? url.href : null;
    } catch {
      return null;
    }
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** Whether a link points at a PDF file: its path (not the query) ends in .pdf. */
export function isPdfHref(href: string | null | undefined, origin: string): boolean {
  if (!href) return false;
  try {
    return new URL(href, origin).pathname.toLowerCase().endsWith('.pdf');
  } catch {
    return false;
  }
}

/** The PDF page for a document (SPEC §2 pdf: url and title, encoded). Same-origin documents go as paths. */
export function pdfPageUrl(documentUrl: string, title: string, origin: string): string {
  const url = new URL(documentUrl, origin);
  const shown = url.origin === origin ? `${url.pathname}${url.search}` : url.href;
  return withQuery(Pages.pdf, { url: shown, title });
}
