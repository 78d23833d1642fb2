import { useEffect, useState } from 'react';
import { Skeleton } from './skeleton';
import styles from './rich-text.module.css';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | null = null;

/** DOMPurify is loaded only by pages that render rich text. */
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(({ default: DOMPurify }) => {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'IMG') {
        node.setAttribute('loading', 'lazy');
        node.setAttribute('decoding', 'async');
      }
      if (node.tagName === 'A' && node.getAttribute('href')?.startsWith('http')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    return (html: string) => DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'button'] });
  });
  return sanitizer;
}

/** Server HTML is sanitized on write; it is sanitized again here before it reaches the page (DESIGN §4). */
export function RichText({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);

  useEffect(() => {
    let alive = true;
    void loadSanitizer().then((sanitize) => {
      if (alive) setClean({ source: html, html: sanitize(html) });
    });
    return () => {
      alive = false;
    };
  }, [html]);

  if (!clean || clean.source !== html) return <Skeleton lines={6} />;
  return (
    <div
      className={[styles.rich, className ?? ''].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: clean.html }}
    />
  );
}
