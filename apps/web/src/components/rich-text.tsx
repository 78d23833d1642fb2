import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { appNavigate } from '../lib/navigation';
import { acceptedPdfUrl, isPdfHref, pdfPageUrl } from '../lib/pdf-link';
import { useHeadingLevel } from './heading-level';
import { outlineHeadings } from './rich-text-outline';
import { Skeleton } from './skeleton';
import styles from './rich-text.module.css';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | null = null;
// Once loaded, sanitizing is synchronous: long lists (the live room) render without a placeholder flash.
let loaded: Sanitize | null = null;

const escapeAll: Sanitize = (html) => html.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** DOMPurify is loaded only by pages that render rich text; pages may start loading it early. */
export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(({ default: DOMPurify }) => {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
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

interface RichTextProps {
  html: string;
  className?: string;
  /** Lines of the placeholder shown until the sanitizer has loaded. */
  placeholderLines?: number;
  /** Called with the picture's address when a picture in the text is tapped. */
  onImageClick?: (src: string) => void;
}

/**
 * SPEC §5: a tapped link to a PDF opens the in-app PDF page (titled by the link's text) instead of a
 * download. Returns whether it did; other links keep their normal behaviour.
 */
function openPdfLink(event: MouseEvent<HTMLDivElement>): boolean {
  const anchor = (event.target as HTMLElement).closest?.('a');
  if (!anchor || !event.currentTarget.contains(anchor)) return false;
  const href = anchor.getAttribute('href');
  const origin = window.location.origin;
  if (!isPdfHref(href, origin)) return false;
  const url = acceptedPdfUrl(href, origin);
  if (!url) return false;
  event.preventDefault();
  const title =
    anchor.textContent?.trim() || decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  appNavigate(pdfPageUrl(url, title, origin));
  return true;
}

/**
 * Whether rich text renders at once (the sanitizer is loaded); asking starts loading it. A page whose body is
 * rich text keeps its skeleton until then, so the text does not replace a placeholder of another height.
 */
export function useRichTextReady(wanted = true): boolean {
  const [ready, setReady] = useState(loaded !== null);

  useEffect(() => {
    if (ready || !wanted) return;
    let alive = true;
    void loadSanitizer().then(() => {
      if (alive) setReady(true);
    });
    return () => {
      alive = false;
    };
  }, [ready, wanted]);

  return ready || !wanted;
}

/** Server HTML is sanitized on write; it is sanitized again here before it reaches the page (DESIGN §4). */
export function RichText({ html, className, placeholderLines = 6, onImageClick }: RichTextProps) {
  const ready = useRichTextReady();
  const headingLevel = useHeadingLevel();
  const clean = useMemo(
    () => (ready && loaded ? outlineHeadings(loaded(html), headingLevel) : null),
    [ready, html, headingLevel],
  );

  if (clean === null) return <Skeleton lines={placeholderLines} />;
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (openPdfLink(event)) return;
    const target = event.target as HTMLElement;
    if (onImageClick && target.tagName === 'IMG') onImageClick((target as HTMLImageElement).src);
  };
  return (
    <div
      className={[styles.rich, className ?? ''].filter(Boolean).join(' ')}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
