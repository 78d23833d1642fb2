import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJs = typeof PdfJsModule;

let loading: Promise<PdfJs> | null = null;

/**
 * pdf.js and its worker, loaded on the PDF page only (DESIGN §5: heavy libraries stay off the other
 * pages). The legacy build runs in the older WebViews of messaging apps too; the worker is a file of
 * our own build (Vite's ?url), so it is served from our origin like the rest of the app.
 */
export function loadPdfjs(): Promise<PdfJs> {
  loading ??= Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'),
  ]).then(([pdfjs, worker]) => {
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  });
  // a failed download (offline) may succeed on the next try
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
