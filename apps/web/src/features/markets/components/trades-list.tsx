import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/paged-list';
import { tradesQueryOptions, useTrades } from '../api/get-trades';
import { signedYuan, trend, yuan } from '@app/client-core/format/market';
import styles from './markets.module.css';

const pad = (n: number) => String(n).padStart(2, '0');
/** Trade times in China time (the market's clock), whatever the device's zone. */
function chinaTime(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 8 * 3_600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** Completed trades of a portfolio, newest first, with fees and realized P&L. */
export function TradesList({ raceId, participantId }: { raceId: number; participantId: number | null }) {
  const { t } = useTranslation();
  const query = useTrades(raceId, participantId);
  return (
    <PagedList
      query={query}
      queryKey={tradesQueryOptions(raceId, participantId).queryKey}
      listAs="ul"
      listClassName={styles.list}
      itemKey={(trade) => trade.id}
      emptyTitle={t('markets.tradesEmpty')}
      errorTitle={t('markets.tradesFailed')}
      renderItem={(trade) => {
        const fees = trade.commissionFen + trade.stampDutyFen + trade.transferFeeFen;
        return (
          <li className={styles.row} data-testid="trade-row">
            <span
              className={`${styles.tag} ${trade.side === 'buy' ? styles.up : styles.down}`}
              style={{ marginLeft: 0 }}
            >
              {t(trade.side === 'buy' ? 'markets.buy' : 'markets.sell')}
            </span>
            <span className={styles.grow}>
              <span className={styles.name}>{trade.name}</span>{' '}
              <span className={styles.sub}>{trade.code}</span>
              <br />
              <span className={`${styles.sub} ${styles.num}`}>{chinaTime(trade.at)}</span>
            </span>
            <span className={`${styles.right} ${styles.num}`}>
              {t('markets.tradeLine', { quantity: trade.quantity, price: yuan(trade.priceFen) })}
              <br />
              <span className={styles.sub}>{t('markets.fees', { amount: yuan(fees) })}</span>
              {trade.side === 'sell' ? (
                <>
                  <br />
                  <span className={`${styles.sub} ${styles[trend(trade.realizedFen)]}`}>
                    {t('markets.realized')} {signedYuan(trade.realizedFen)}
                  </span>
                </>
              ) : null}
            </span>
          </li>
        );
      }}
    />
  );
}
