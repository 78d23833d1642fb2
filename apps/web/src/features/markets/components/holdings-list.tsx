import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Holding } from '@app/contract/markets';
import { EmptyState } from '../../../components/empty-state';
import { pct, ratioTrend, signedPct, signedYuan, trend, yuan } from '@app/client-core/format/market';
import { Figure } from './figure';
import styles from './markets.module.css';

interface HoldingsListProps {
  holdings: Holding[];
  /** Offered on the member's own holdings: opens the order panel to sell. */
  onSell?: (holding: Holding) => void;
}

/** Holdings of a portfolio: cost, price, market value, profit and ratio, weight, sellable shares (T+1). */
export function HoldingsList({ holdings, onSell }: HoldingsListProps) {
  const { t } = useTranslation();
  if (holdings.length === 0) return <EmptyState title={t('markets.holdingsEmpty')} />;
  return (
    <ul className={styles.list}>
      {holdings.map((h) => (
        <li key={h.code} className={styles.row} data-testid="holding-row" style={{ display: 'block' }}>
          <div className={styles.row} style={{ padding: '0 0 8px', border: 0 }}>
            <span className={styles.grow}>
              <span className={styles.name}>{h.name}</span> <span className={styles.sub}>{h.code}</span>
              <br />
              <span className={`${styles.sub} ${styles.num}`}>
                {t('markets.quantity', { quantity: h.quantity, sellable: h.sellableQuantity })}
              </span>
            </span>
            {onSell ? (
              <Button size="mini" color="success" fill="outline" onClick={() => onSell(h)}>
                {t('markets.sell')}
              </Button>
            ) : null}
          </div>
          <div className={styles.grid}>
            <Figure label={t('markets.cost')}>{yuan(h.costFen)}</Figure>
            <Figure label={t('markets.price')}>{yuan(h.priceFen)}</Figure>
            <Figure label={t('markets.marketValue')}>{yuan(h.marketValueFen)}</Figure>
            <Figure label={t('markets.profit')} tone={trend(h.profitFen)}>
              {signedYuan(h.profitFen)}
            </Figure>
            <Figure label={t('markets.returnRatio')} tone={ratioTrend(h.profitRatio)}>
              {signedPct(h.profitRatio)}
            </Figure>
            <Figure label={t('markets.weight')}>{pct(h.weight, 1)}</Figure>
          </div>
        </li>
      ))}
    </ul>
  );
}
