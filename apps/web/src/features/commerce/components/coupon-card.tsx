import { useTranslation } from 'react-i18next';
import type { Coupon } from '@app/contract/commerce';
import { fenToYuan } from '@app/contract/commerce-constants';
import styles from './commerce.module.css';

interface CouponCardProps {
  coupon: Coupon;
  selected?: boolean;
  onSelect?: () => void;
}

/** A coupon: its value on the stub, threshold and validity beside it; used and expired ones are dimmed. */
export function CouponCard({ coupon, selected, onSelect }: CouponCardProps) {
  const { t } = useTranslation();
  const value =
    coupon.kind === 'amount'
      ? `¥${fenToYuan(coupon.amountFen).replace(/\.00$/, '')}`
      : t('commerce.couponDiscount', { rate: coupon.discountPercent / 10 });
  const off = coupon.status !== 'unused' || coupon.usable === false;
  const classes = [styles.coupon, off ? styles.couponOff : '', selected ? styles.couponSelected : '']
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      <span className={styles.stub}>
        <span className={styles.stubValue}>{value}</span>
        <span className={styles.stubNote}>
          {coupon.thresholdFen > 0
            ? t('commerce.couponThreshold', { amount: fenToYuan(coupon.thresholdFen).replace(/\.00$/, '') })
            : t('commerce.couponNoThreshold')}
        </span>
      </span>
      <span className={styles.couponBody}>
        <h3 className={styles.title}>{coupon.title}</h3>
        <p className={styles.summary}>
          {t('commerce.couponValid', { date: new Date(coupon.expireTime).toLocaleDateString() })}
        </p>
        {coupon.usable === false ? (
          <p className={styles.summary}>{t('commerce.couponNotApplicable')}</p>
        ) : null}
      </span>
    </>
  );
  return onSelect ? (
    <button
      type="button"
      className={`${classes} ${styles.hit}`}
      style={{ padding: 0 }}
      onClick={onSelect}
      disabled={coupon.usable === false}
      aria-pressed={selected}
      data-testid="coupon-card"
    >
      {content}
    </button>
  ) : (
    <article className={classes} data-testid="coupon-card">
      {content}
    </article>
  );
}
