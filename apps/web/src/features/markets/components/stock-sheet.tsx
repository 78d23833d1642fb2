import { Popup } from '../../../components/popup';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { Skeleton } from '../../../components/skeleton';
import { useSecurity } from '../api/get-security';
import { ratioTrend, signedPct, signedYuan, trend, yuan } from '@app/client-core/format/market';
import { CandleChart } from './candle-chart';
import { Figure } from './figure';
import { SimBadge } from './sim-badge';
import styles from './markets.module.css';
import panel from './order-panel.module.css';

/** A stock's quote and daily candlestick chart, in a sheet over the page. */
export function StockSheet({ code, onClose }: { code: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const security = useSecurity(code);
  const quote = security.data?.quote;
  return (
    <Popup
      visible={code !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={panel.body}
      destroyOnClose
    >
      <div className={panel.head}>
        <strong>{quote ? `${quote.name} ${quote.code}` : code}</strong>
        {quote ? <SimBadge simulated={quote.simulated} /> : null}
        <button type="button" className={panel.close} aria-label={t('markets.close')} onClick={onClose}>
          <CloseOutline />
        </button>
      </div>
      {security.data && quote ? (
        <>
          <div className={styles.grid} data-testid="stock-quote">
            <Figure label={t('markets.price')} tone={trend(quote.changeFen)} big>
              {yuan(quote.priceFen)}
            </Figure>
            <Figure label={t('markets.change')} tone={trend(quote.changeFen)}>
              {signedYuan(quote.changeFen)}
            </Figure>
            <Figure label={t('markets.changeRatio')} tone={ratioTrend(quote.changeRatio)}>
              {signedPct(quote.changeRatio)}
            </Figure>
            <Figure label={t('markets.prevClose')}>{yuan(quote.prevCloseFen)}</Figure>
            <Figure label={t('markets.limitUp')}>{yuan(quote.limitUpFen)}</Figure>
            <Figure label={t('markets.limitDown')}>{yuan(quote.limitDownFen)}</Figure>
          </div>
          <h3 className={styles.sectionTitle} style={{ marginTop: 12 }}>
            {t('markets.kline')}
          </h3>
          <CandleChart candles={security.data.candles} />
        </>
      ) : security.isError ? (
        <LoadError onRetry={() => void security.refetch()} />
      ) : (
        <Skeleton lines={6} />
      )}
    </Popup>
  );
}
