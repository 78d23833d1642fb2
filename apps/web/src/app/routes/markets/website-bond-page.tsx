import '../../../i18n/register-markets-catalog';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { PageShell } from '../../../components/page-shell';
import { LoadError } from '../../../components/load-error';
import { Skeleton } from '../../../components/skeleton';
import { useBonds } from '../../../features/markets/api/get-bonds';
import { ratioTrend, signedPct, yuan } from '@app/client-core/format/market';
import { Landing } from '../../../features/markets/components/landing';
import { SimBadge } from '../../../features/markets/components/sim-badge';
import marketStyles from '../../../features/markets/components/markets.module.css';

/** The bond product's landing page (SPEC §2 website: bond; custom nav, open to visitors). */
export function WebsiteBondPage() {
  const { t } = useTranslation();
  const bonds = useBonds();
  const rows = bonds.data?.pages[0]?.rows ?? [];
  // The lowest premium first: the bonds that move most with their stocks.
  const shown = [...rows].sort((a, b) => a.premiumRatio - b.premiumRatio).slice(0, 4);
  return (
    <PageShell title={t('markets.landingBond.title')} customNav>
      <Landing
        title={t('markets.landingBond.title')}
        subtitle={t('markets.landingBond.subtitle')}
        features={[
          { title: t('markets.landingBond.floorTitle'), text: t('markets.landingBond.floorText') },
          { title: t('markets.landingBond.upsideTitle'), text: t('markets.landingBond.upsideText') },
          { title: t('markets.landingBond.t0Title'), text: t('markets.landingBond.t0Text') },
        ]}
        actions={[{ label: t('markets.landingBond.toBonds'), to: Pages.stockBond, primary: true }]}
      >
        <section className={marketStyles.section} data-testid="landing-bonds">
          <h2 className={marketStyles.sectionTitle}>
            <span>{t('markets.landingBond.lowPremium')}</span>
            <SimBadge simulated={rows[0]?.simulated ?? false} />
          </h2>
          {bonds.data ? (
            <ul className={marketStyles.list}>
              {shown.map((b) => (
                <li key={b.id} className={marketStyles.row}>
                  <span className={marketStyles.grow}>
                    <span className={marketStyles.name}>{b.name}</span>{' '}
                    <span className={marketStyles.sub}>{b.code}</span>
                    <br />
                    <span className={marketStyles.sub}>
                      {t('markets.premium')} {signedPct(b.premiumRatio)}
                    </span>
                  </span>
                  <span className={`${marketStyles.num} ${marketStyles[ratioTrend(b.changeRatio)]}`}>
                    {yuan(b.priceFen)} {signedPct(b.changeRatio)}
                  </span>
                </li>
              ))}
            </ul>
          ) : bonds.isError ? (
            <LoadError onRetry={() => void bonds.refetch()} />
          ) : (
            <Skeleton lines={4} />
          )}
          <p className={marketStyles.sub}>{t('markets.bondFormula')}</p>
        </section>
      </Landing>
    </PageShell>
  );
}
