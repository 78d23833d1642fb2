import { useTranslation } from 'react-i18next';
import '../../../i18n/register-links-catalog';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { ListSkeleton } from '../../../components/skeleton';
import { useAdOpener } from '../../../features/ads/hooks/use-ad-opener';
import { useAds } from '../../../features/ads/api/get-ads';
import { InstitutionSection } from '../../../features/links/components/institution-section';

/**
 * Platform links (SPEC §2): the official institutions and the app platforms, as two titled groups of
 * ad links. Tapping opens an in-app page, or the web view with the encoded url and title.
 */
export function PlatformLinksPage() {
  const { t } = useTranslation();
  const official = useAds({ categoryCode: 'officialInstitutionList' });
  const apps = useAds({ categoryCode: 'appInstitutionList' });
  const opener = useAdOpener();
  const groups = [
    { key: 'official', title: t('links.officialSection'), query: official },
    { key: 'apps', title: t('links.appSection'), query: apps },
  ];

  let body;
  if (groups.every((g) => g.query.isPending)) body = <ListSkeleton count={2} />;
  else if (groups.every((g) => g.query.isError))
    body = (
      <LoadError
        title={t('links.sectionFailed')}
        onRetry={() => groups.forEach((g) => void g.query.refetch())}
      />
    );
  else if (groups.every((g) => g.query.isSuccess && g.query.data.length === 0))
    body = <EmptyState title={t('links.sectionEmpty')} />;
  else
    body = groups.map((g) => (
      <InstitutionSection
        key={g.key}
        title={g.title}
        ads={g.query.data}
        isPending={g.query.isPending}
        isError={g.query.isError}
        onRetry={() => void g.query.refetch()}
        onOpen={opener.open}
      />
    ));

  return (
    <PageShell title={t('links.platformTitle')}>
      {body}
      {opener.details}
    </PageShell>
  );
}
