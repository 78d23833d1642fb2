import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { usePdfDocument } from '../hooks/use-pdf-document';
import { PdfPages } from './pdf-pages';
import { PdfProgress } from './pdf-progress';

/** Loads the document at `url` and shows it; a retry after a failure starts over. */
export function PdfViewer({ url }: { url: string }) {
  const [attempt, setAttempt] = useState(0);
  return <PdfDocument key={`${url}#${attempt}`} url={url} onRetry={() => setAttempt((n) => n + 1)} />;
}

function PdfDocument({ url, onRetry }: { url: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const state = usePdfDocument(url);
  if (state.status === 'loading') return <PdfProgress percent={state.percent} />;
  if (state.status === 'error')
    return <LoadError title={t('pdf.failed')} description={t('pdf.failedDescription')} onRetry={onRetry} />;
  return <PdfPages doc={state.doc} />;
}
