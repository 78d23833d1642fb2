import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { appNavigate } from '../lib/navigation';
import { acceptedPdfUrl, isPdfHref, pdfPageUrl } from '../lib/pdf-link';
import { useHeadingLevel } from './heading-level';
import { outlineHeadings } from './rich-text-outline';
import { Skeleton } from './skeleton';
import styles from './rich-text.module.css';
import { loadSanitizer, loadedSanitizer } from './sanitizer';

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
  const [ready, setReady] = useState(loadedSanitizer() !== null);

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
  const clean = useMemo(() => {
    const sanitize = ready ? loadedSanitizer() : null;
    return sanitize ? outlineHeadings(sanitize(html), headingLevel) : null;
  }, [ready, html, headingLevel]);

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
