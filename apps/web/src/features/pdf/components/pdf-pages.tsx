import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { useCurrentPage } from '../hooks/use-current-page';
import { useNearPages } from '../hooks/use-near-pages';
import { PdfPageView } from './pdf-page-view';
import styles from './pdf.module.css';

/** A4 portrait, until the first page says otherwise. */
const A4_RATIO = 595 / 842;

/** The document's pages stacked to the screen's width, drawn as they come near, with "page N / M". */
export function PdfPages({ doc }: { doc: PDFDocumentProxy }) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [firstRatio, setFirstRatio] = useState(A4_RATIO);
  const total = doc.numPages;
  const near = useNearPages(containerRef, total);
  const current = useCurrentPage(containerRef, total);

  // Pages fill the column's width; a rotated phone or a resized window redraws them at the new width.
  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.clientWidth));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let alive = true;
    void doc.getPage(1).then(
      (page) => {
        const base = page.getViewport({ scale: 1 });
        if (alive) setFirstRatio(base.width / base.height);
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [doc]);

  return (
    <>
      <div ref={containerRef} className={styles.pages}>
        {Array.from({ length: total }, (_, i) => (
          <PdfPageView
            key={i + 1}
            doc={doc}
            pageNumber={i + 1}
            width={width}
            defaultRatio={firstRatio}
            near={near.has(i + 1)}
          />
        ))}
      </div>
      <div className={styles.indicator} aria-label={t('pdf.pagePosition')} data-testid="pdf-page-indicator">
        {t('pdf.pageOf', { current, total })}
      </div>
    </>
  );
}
