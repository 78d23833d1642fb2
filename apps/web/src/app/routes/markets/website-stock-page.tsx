import '../../../i18n/register-markets-catalog';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { PageShell } from '../../../components/page-shell';
import { LoadError } from '../../../components/load-error';
import { Skeleton } from '../../../components/skeleton';
import { useConcepts } from '../../../features/markets/api/get-concepts';
import { ratioTrend, signedPct } from '@app/client-core/format/market';
import { Landing } from '../../../features/markets/components/landing';
import { SimBadge } from '../../../features/markets/components/sim-badge';
import marketStyles from '../../../features/markets/components/markets.module.css';

/** The stock product's landing page (SPEC §2 website: stock; custom nav, open to visitors). */
export function WebsiteStockPage() {
  const { t } = useTranslation();
  const concepts = useConcepts();
  return (
    <PageShell title={t('markets.landingStock.title')} customNav>
      <Landing
        title={t('markets.landingStock.title')}
        subtitle={t('markets.landingStock.subtitle')}
        features={[
          { title: t('markets.landingStock.raceTitle'), text: t('markets.landingStock.raceText') },
          { title: t('markets.landingStock.poolTitle'), text: t('markets.landingStock.poolText') },
          { title: t('markets.landingStock.bondTitle'), text: t('markets.landingStock.bondText') },
        ]}
        actions={[
          { label: t('markets.landingStock.toRaces'), to: Pages.stockRaceList, primary: true },
          { label: t('markets.landingStock.toPools'), to: Pages.stockPoolList },
        ]}
      >
        <section className={marketStyles.section} data-testid="landing-concepts">
          <h2 className={marketStyles.sectionTitle}>
            <span>{t('markets.landingStock.concepts')}</span>
            <SimBadge simulated={concepts.data?.[0]?.simulated ?? false} />
          </h2>
          {concepts.data ? (
            <ul className={marketStyles.list}>
              {concepts.data.slice(0, 6).map((c) => (
                <li key={c.name} className={marketStyles.row}>
                  <span className={marketStyles.grow}>
                    <span className={marketStyles.name}>{c.name}</span>
                    <br />
                    <span className={marketStyles.sub}>
                      {t('markets.landingStock.leader', {
                        name: c.leader.name,
                        change: signedPct(c.leader.changeRatio),
                      })}
                    </span>
                  </span>
                  <span className={`${marketStyles.num} ${marketStyles[ratioTrend(c.changeRatio)]}`}>
                    {signedPct(c.changeRatio)}
                  </span>
                </li>
              ))}
            </ul>
          ) : concepts.isError ? (
            <LoadError onRetry={() => void concepts.refetch()} />
          ) : (
            <Skeleton lines={4} />
          )}
        </section>
      </Landing>
    </PageShell>
  );
}
