import { useTranslation } from 'react-i18next';
import type { PoolEntry } from '@app/contract/markets';
import { ratioTrend, signedPct, yuan } from '@app/client-core/format/market';
import { Figure } from './figure';
import styles from './markets.module.css';

/** A stock in a pool: entry day and price, current price, change since entry, and why it was taken in. */
export function PoolEntryCard({ entry, onOpen }: { entry: PoolEntry; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <article className={styles.section} data-testid="pool-entry">
      <button type="button" className={styles.rowButton} onClick={onOpen}>
        <div className={styles.row} style={{ paddingTop: 0 }}>
          <span className={styles.grow}>
            <span className={styles.name}>{entry.name}</span> <span className={styles.sub}>{entry.code}</span>
          </span>
          <span className={`${styles.num} ${styles.big} ${styles[ratioTrend(entry.changeSinceEntry)]}`}>
            {signedPct(entry.changeSinceEntry)}
          </span>
        </div>
        <div className={styles.grid} style={{ marginTop: 8 }}>
          <Figure label={t('markets.entryDay')}>{entry.entryDay}</Figure>
          <Figure label={t('markets.entryPrice')}>{yuan(entry.entryPriceFen)}</Figure>
          <Figure label={t('markets.price')} tone={ratioTrend(entry.changeRatio)}>
            {yuan(entry.priceFen)}
          </Figure>
        </div>
        <p className={styles.sub} style={{ margin: '8px 0 0', lineHeight: 1.6 }}>
          {t('markets.reason')}
          {entry.reason}
        </p>
      </button>
    </article>
  );
}
