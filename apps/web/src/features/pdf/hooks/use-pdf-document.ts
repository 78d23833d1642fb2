import { useEffect, useState } from 'react';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfjsAssetUrls } from '../pdfjs-assets';
import { loadPdfjs } from './load-pdfjs';

export type PdfDocumentState =
  | { status: 'loading'; percent: number | null }
  | { status: 'ready'; doc: PDFDocumentProxy }
  | { status: 'error' };

/** Percent of the file received, or null while its size is unknown. */
export function loadPercent(loaded: number, total: number): number | null {
  if (!(total > 0)) return null;
  return Math.max(0, Math.min(100, Math.floor((loaded / total) * 100)));
}

/**
 * Opens the document at `url` with pdf.js: progress while it downloads, then the document (closed again
 * when the page goes). Mount it under a key per url and attempt: a new key starts from loading.
 */
export function usePdfDocument(url: string): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>({ status: 'loading', percent: null });

  useEffect(() => {
    let cancelled = false;
    let task: PDFDocumentLoadingTask | null = null;
    loadPdfjs()
      .then((pdfjs) => {
        if (cancelled) return null;
        // No eval in font programs: the document comes from the link, not from us.
        task = pdfjs.getDocument({
          url,
          isEvalSupported: false,
          ...pdfjsAssetUrls(import.meta.env.BASE_URL, pdfjs.version),
          cMapPacked: true,
        });
        task.onProgress = ({ loaded, total }: { loaded: number; total: number }) => {
          if (!cancelled) setState({ status: 'loading', percent: loadPercent(loaded, total) });
        };
        return task.promise;
      })
      .then(
        (doc) => {
          if (!cancelled && doc) setState({ status: 'ready', doc });
        },
        () => {
          if (!cancelled) setState({ status: 'error' });
        },
      );
    return () => {
      cancelled = true;
      void task?.destroy();
    };
  }, [url]);

  return state;
}
