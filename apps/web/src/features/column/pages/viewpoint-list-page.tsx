import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';

/** Placeholder until the page is built. */
export function ViewpointListPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('common.comingSoon')}>
      <EmptyState title={t('common.comingSoon')} />
    </PageShell>
  );
}
