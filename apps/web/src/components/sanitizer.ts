import { pointFilesAtServer } from './rich-text-addresses';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | null = null;
// Once loaded, sanitizing is synchronous: long lists (the live room) render without a placeholder flash.
let loaded: Sanitize | null = null;

const escapeAll: Sanitize = (html) => html.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * DOMPurify is loaded only by pages that render rich text; pages, and the routes of pages whose first
 * screen is rich text, may start loading it early.
 */
export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(({ default: DOMPurify }) => {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      pointFilesAtServer(node);
      if (node.tagName === 'IMG') {
        // A picture the text does not describe is taken as decoration (an empty alt), never as missing.
        if (!node.hasAttribute('alt')) node.setAttribute('alt', node.getAttribute('title') ?? '');
        node.setAttribute('loading', 'lazy');
        node.setAttribute('decoding', 'async');
      }
      if (node.tagName === 'A' && node.getAttribute('href')?.startsWith('http')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    // DOMPurify hands input back untouched where it cannot work (no usable DOM): show text, never raw HTML.
    loaded = DOMPurify.isSupported
      ? (html: string) => DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'button'] })
      : escapeAll;
    return loaded;
  });
  return sanitizer;
}

/** The sanitizer if it has loaded: then rich text renders at once, without a placeholder. */
export function loadedSanitizer(): Sanitize | null {
  return loaded;
}
