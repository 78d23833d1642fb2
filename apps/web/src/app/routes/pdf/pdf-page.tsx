import '../../../i18n/register-watch-catalog';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { acceptedPdfUrl } from '../../../lib/pdf-link';
import { PdfViewer } from '../../../features/pdf/components/pdf-viewer';

/** /pages/pdf/index?url=&title=: a PDF read in the app (pdf.js), not downloaded (SPEC §2, §5). */
export function PdfPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const title = searchParams.get('title')?.trim() || t('pdf.title');
  const url = acceptedPdfUrl(searchParams.get('url'), window.location.origin);
  return (
    <PageShell title={title}>
      {url ? (
        <PdfViewer url={url} />
      ) : (
        <EmptyState title={t('pdf.refused')} description={t('pdf.refusedDescription')} />
      )}
    </PageShell>
  );
}
