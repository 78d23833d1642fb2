import { useTranslation } from 'react-i18next';
import type { BondItem } from '@app/contract/markets';
import { bigYuan, ratioTrend, signedPct, yuan } from '@app/client-core/format/market';
import { Figure } from './figure';
import styles from './markets.module.css';

/** A convertible bond in the list: price and change, its stock, conversion value, premium, rating, YTM. */
export function BondRow({ bond, onOpen }: { bond: BondItem; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <article className={styles.section} data-testid="bond-row">
      <button type="button" className={styles.rowButton} onClick={onOpen}>
        <div className={styles.row} style={{ paddingTop: 0 }}>
          <span className={styles.grow}>
            <span className={styles.name}>{bond.name}</span> <span className={styles.sub}>{bond.code}</span>
            <span className={styles.tag}>{bond.rating}</span>
            <br />
            <span className={styles.sub}>
              {t('markets.stock')} {bond.stockName} {yuan(bond.stockPriceFen)}{' '}
              <span className={styles[ratioTrend(bond.stockChangeRatio)]}>
                {signedPct(bond.stockChangeRatio)}
              </span>
            </span>
          </span>
          <span className={`${styles.right} ${styles.num} ${styles[ratioTrend(bond.changeRatio)]}`}>
            <span className={styles.big}>{yuan(bond.priceFen)}</span>
            <br />
            {signedPct(bond.changeRatio)}
          </span>
        </div>
        <div className={styles.grid} style={{ marginTop: 6 }}>
          <Figure label={t('markets.conversionPrice')}>{yuan(bond.conversionPriceFen)}</Figure>
          <Figure label={t('markets.conversionValue')}>{yuan(bond.conversionValueFen)}</Figure>
          <Figure label={t('markets.premium')}>{signedPct(bond.premiumRatio)}</Figure>
          <Figure label={t('markets.remainingSize')}>{bigYuan(bond.remainingSizeFen)}</Figure>
          <Figure label={t('markets.maturity')}>{bond.maturityDay}</Figure>
          <Figure label={t('markets.ytm')}>{signedPct(bond.ytm)}</Figure>
        </div>
      </button>
    </article>
  );
}
