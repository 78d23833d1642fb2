import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Portfolio } from '@app/contract/markets';
import { ratioTrend, signedPct, yuan } from '@app/client-core/format/market';
import { Figure } from './figure';
import styles from './markets.module.css';

/** A portfolio's figures: total assets, return, rank, cash, market value, starting capital. */
export function PortfolioCard({
  portfolio,
  title,
  action,
}: {
  portfolio: Portfolio;
  title: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} data-testid="portfolio-card">
      <h2 className={styles.sectionTitle}>
        <span>{title}</span>
        {action}
      </h2>
      <div className={styles.grid}>
        <Figure label={t('markets.totalAssets')} big>
          {yuan(portfolio.totalAssetsFen)}
        </Figure>
        <Figure label={t('markets.returnRatio')} tone={ratioTrend(portfolio.returnRatio)} big>
          {signedPct(portfolio.returnRatio)}
        </Figure>
        <Figure label={t('markets.rank')} big>
          {portfolio.rank}
        </Figure>
        <Figure label={t('markets.cash')}>{yuan(portfolio.cashFen)}</Figure>
        <Figure label={t('markets.marketValue')}>{yuan(portfolio.marketValueFen)}</Figure>
        <Figure label={t('markets.initialCapital')}>{yuan(portfolio.initialCapitalFen)}</Figure>
      </div>
    </section>
  );
}
