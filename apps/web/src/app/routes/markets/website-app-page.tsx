import '../../../i18n/register-markets-catalog';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { PageShell } from '../../../components/page-shell';
import { Landing } from '../../../features/markets/components/landing';
import marketStyles from '../../../features/markets/components/markets.module.css';
import { AppDownloads } from '../../../features/version/components/app-downloads';

/** The app's landing page (SPEC §2 website: app; custom nav, open to visitors): what it offers and where to get it. */
export function WebsiteAppPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('markets.landingApp.title')} customNav>
      <Landing
        title={t('markets.landingApp.title')}
        subtitle={t('markets.landingApp.subtitle')}
        features={[
          { title: t('markets.landingApp.liveTitle'), text: t('markets.landingApp.liveText') },
          { title: t('markets.landingApp.courseTitle'), text: t('markets.landingApp.courseText') },
          { title: t('markets.landingApp.marketTitle'), text: t('markets.landingApp.marketText') },
        ]}
        actions={[
          { label: t('markets.landingApp.toHome'), to: Pages.about, primary: true },
          { label: t('markets.landingApp.toRaces'), to: Pages.stockRaceList },
        ]}
      >
        <section className={marketStyles.section}>
          <h2 className={marketStyles.sectionTitle}>
            <span>{t('markets.landingApp.downloads')}</span>
          </h2>
          <AppDownloads />
        </section>
      </Landing>
    </PageShell>
  );
}
