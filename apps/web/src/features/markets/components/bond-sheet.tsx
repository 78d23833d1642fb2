import { Popup } from '../../../components/popup';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { Skeleton } from '../../../components/skeleton';
import { useBond } from '../api/get-bond';
import { bigYuan, fixed, pct, ratioTrend, signedPct, yuan } from '@app/client-core/format/market';
import { Figure } from './figure';
import { SimBadge } from './sim-badge';
import styles from './markets.module.css';
import panel from './order-panel.module.css';

/** One convertible bond: price figures and its terms (coupons, redemption, listing, sizes). */
export function BondSheet({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const bond = useBond(id);
  const b = bond.data;
  return (
    <Popup
      visible={id !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={panel.body}
      destroyOnClose
    >
      <div className={panel.head}>
        <strong>{b ? `${b.name} ${b.code}` : ''}</strong>
        {b ? <SimBadge simulated={b.simulated} /> : null}
        <button type="button" className={panel.close} aria-label={t('markets.close')} onClick={onClose}>
          <CloseOutline />
        </button>
      </div>
      {b ? (
        <div className={styles.grid} data-testid="bond-detail">
          <Figure label={t('markets.price')} tone={ratioTrend(b.changeRatio)} big>
            {yuan(b.priceFen)}
          </Figure>
          <Figure label={t('markets.changeRatio')} tone={ratioTrend(b.changeRatio)}>
            {signedPct(b.changeRatio)}
          </Figure>
          <Figure label={t('markets.rating')}>{b.rating}</Figure>
          <Figure label={t('markets.stock')}>{`${b.stockName} ${yuan(b.stockPriceFen)}`}</Figure>
          <Figure label={t('markets.stockChange')} tone={ratioTrend(b.stockChangeRatio)}>
            {signedPct(b.stockChangeRatio)}
          </Figure>
          <Figure label={t('markets.conversionPrice')}>{yuan(b.conversionPriceFen)}</Figure>
          <Figure label={t('markets.conversionValue')}>{yuan(b.conversionValueFen)}</Figure>
          <Figure label={t('markets.premium')}>{signedPct(b.premiumRatio)}</Figure>
          <Figure label={t('markets.bondValue')}>{yuan(b.bondValueFen)}</Figure>
          <Figure label={t('markets.ytm')}>{signedPct(b.ytm)}</Figure>
          <Figure label={t('markets.remainingYears')}>{fixed(b.remainingYears)}</Figure>
          <Figure label={t('markets.maturity')}>{b.maturityDay}</Figure>
          <Figure label={t('markets.issueSize')}>{bigYuan(b.issueSizeFen)}</Figure>
          <Figure label={t('markets.remainingSize')}>{bigYuan(b.remainingSizeFen)}</Figure>
          <Figure label={t('markets.listingDay')}>{b.listingDay}</Figure>
          <Figure label={t('markets.coupons')}>{b.couponRates.map((r) => pct(r / 100)).join(' / ')}</Figure>
          <Figure label={t('markets.redemption')}>{fixed(b.redemptionPrice)}</Figure>
        </div>
      ) : bond.isError ? (
        <LoadError onRetry={() => void bond.refetch()} />
      ) : (
        <Skeleton lines={6} />
      )}
      <p className={styles.sub}>{t('markets.bondFormula')}</p>
    </Popup>
  );
}
