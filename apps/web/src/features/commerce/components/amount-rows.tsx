import { useTranslation } from 'react-i18next';
import styles from './commerce.module.css';
import { yuan } from './price-text';

interface AmountRowsProps {
  priceFen: number;
  couponFen: number;
  pointsUsed: number;
  pointsFen: number;
  payAmountFen: number;
}

/** Price, coupon, points and what is left to pay: the amounts as the server computed them. */
export function AmountRows({ priceFen, couponFen, pointsUsed, pointsFen, payAmountFen }: AmountRowsProps) {
  const { t } = useTranslation();
  return (
    <div>
      <div className={styles.row}>
        <span className={styles.label}>{t('commerce.price')}</span>
        <span className={styles.value}>{yuan(priceFen)}</span>
      </div>
      {couponFen > 0 ? (
        <div className={styles.row}>
          <span className={styles.label}>{t('commerce.coupon')}</span>
          <span className={styles.minus}>-{yuan(couponFen)}</span>
        </div>
      ) : null}
      {pointsUsed > 0 ? (
        <div className={styles.row}>
          <span className={styles.label}>
            {t('commerce.points')}（{pointsUsed}）
          </span>
          <span className={styles.minus}>-{yuan(pointsFen)}</span>
        </div>
      ) : null}
      <div className={styles.row}>
        <span className={styles.label}>{t('commerce.payAmount')}</span>
        <span className={styles.bigPrice} data-testid="pay-amount">
          {yuan(payAmountFen)}
        </span>
      </div>
    </div>
  );
}
