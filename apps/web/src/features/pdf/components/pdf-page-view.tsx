import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist/legacy/build/pdf.mjs';
import styles from './pdf.module.css';

/** Phones refuse canvases much above 16 megapixels; a page is drawn at most this large. */
const MAX_CANVAS_PIXELS = 16_000_000;

/** The scale that fills `cssWidth` at the screen's pixel density, within the canvas limit. */
export function renderScale(pageWidth: number, pageHeight: number, cssWidth: number, dpr: number): number {
  const scale = (cssWidth / pageWidth) * Math.min(Math.max(dpr, 1), 3);
  const pixels = pageWidth * scale * pageHeight * scale;
  return pixels > MAX_CANVAS_PIXELS ? Math.sqrt(MAX_CANVAS_PIXELS / (pageWidth * pageHeight)) : scale;
}

interface PdfPageViewProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  /** CSS pixels available for the page's width. */
  width: number;
  /** Width / height until this page's own size is known (the first page's). */
  defaultRatio: number;
  /** Near the viewport: draw it; otherwise release the canvas. */
  near: boolean;
}

/** One page: a box of the page's proportions, drawn onto a canvas at device resolution when near. */
export const PdfPageView = memo(function PdfPageView({
  doc,
  pageNumber,
  width,
  defaultRatio,
  near,
}: PdfPageViewProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [ratio, setRatio] = useState<number | null>(null);
  // The width the canvas was last drawn for; the page shows as drawn only while that still holds.
  const [drawnAt, setDrawnAt] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!near || width <= 0 || !canvas) return;
    let cancelled = false;
    let task: RenderTask | null = null;
    doc
      .getPage(pageNumber)
      .then((page) => {
        if (cancelled) return;
        const base = page.getViewport({ scale: 1 });
        setRatio(base.width / base.height);
        const viewport = page.getViewport({
          scale: renderScale(base.width, base.height, width, window.devicePixelRatio || 1),
        });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        task = page.render({ canvas, viewport });
        return task.promise.then(() => {
          if (!cancelled) {
            setFailed(false);
            setDrawnAt(width);
          }
        });
      })
      .catch((error: unknown) => {
        if (!cancelled && (error as { name?: string })?.name !== 'RenderingCancelledException')
          setFailed(true);
      });
    return () => {
      cancelled = true;
      task?.cancel();
      // give the pixels back: a zero-size canvas holds no bitmap
      canvas.width = 0;
      canvas.height = 0;
    };
  }, [doc, pageNumber, width, near]);

  const drawn = near && drawnAt === width && !failed;
  return (
    <div
      className={styles.page}
      style={{ aspectRatio: String(ratio ?? defaultRatio) }}
      data-pdf-page={pageNumber}
      data-rendered={drawn ? 'true' : 'false'}
      data-testid="pdf-page"
    >
      <canvas
        ref={canvasRef}
        className={styles.canvas}
        role="img"
        aria-label={t('pdf.pageLabel', { page: pageNumber })}
      />
      {drawn ? null : (
        <span className={styles.pageState}>{failed ? t('pdf.failed') : t('common.loading')}</span>
      )}
    </div>
  );
});
