import '../../../i18n/register-member-center-catalog';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { chinaDay } from '@app/client-core/access/service-expiry';
import { Pages } from '@app/contract/pages';
import { appNavigate } from '../../../lib/navigation';
import { usePointsBalance, useUsableCouponCount } from '../../../features/commerce/api/wallet';
import { useLiveValidity } from '../../../features/member/api/get-live-validity';
import { currentMembership } from '../../../features/member/membership';
import { usePushUnread } from '../../../features/push/api/get-push-unread';
import styles from './member-summary.module.css';

/**
 * The member page's strip of figures: points, usable coupons, membership and its end, unread notifications;
 * each opens its page. The figures come from the endpoints their own pages use (one query each, shared
 * cache), so a payment or a read notification updates them here too.
 */
export function MemberSummary() {
  const { t } = useTranslation();
  const points = usePointsBalance(true);
  const coupons = useUsableCouponCount(true);
  const validity = useLiveValidity(true);
  const unread = usePushUnread(true);
  const queries = [points, coupons, validity, unread];

  if (queries.some((q) => q.isPending))
    return (
      <div className={styles.strip} aria-busy="true" data-testid="member-summary-skeleton">
        {queries.map((_, i) => (
          <span key={i} className={styles.tile}>
            <span className={`${styles.value} ${styles.shimmer}`} />
            <span className={`${styles.label} ${styles.shimmer}`} />
          </span>
        ))}
      </div>
    );

  if (queries.some((q) => q.isError))
    return (
      <div className={`${styles.strip} ${styles.failed}`} role="alert" data-testid="member-summary-error">
        <span>{t('summary.failed')}</span>
        <Button
          size="mini"
          shape="rounded"
          fill="outline"
          onClick={() => {
            for (const q of queries) if (q.isError) void q.refetch();
          }}
        >
          {t('summary.retry')}
        </Button>
      </div>
    );

  const membership = currentMembership(validity.data);
  return (
    <nav className={styles.strip} aria-label={t('summary.label')} data-testid="member-summary">
      <button
        type="button"
        className={styles.tile}
        data-testid="summary-points"
        onClick={() => appNavigate(Pages.integral)}
      >
        <span className={styles.value}>{points.data}</span>
        <span className={styles.label}>{t('summary.points')}</span>
      </button>
      <button
        type="button"
        className={styles.tile}
        data-testid="summary-coupons"
        onClick={() => appNavigate(Pages.coupon)}
      >
        <span className={styles.value}>{coupons.data}</span>
        <span className={styles.label}>{t('summary.coupons')}</span>
      </button>
      <button
        type="button"
        className={`${styles.tile} ${styles.wide}`}
        data-testid="summary-membership"
        onClick={() => appNavigate(membership?.goodsLink ?? Pages.goodsList)}
      >
        <span className={`${styles.value} ${styles.text}`}>
          {membership
            ? membership.others > 0
              ? t('membership.several', { name: membership.name, count: membership.others + 1 })
              : membership.name
            : t('summary.noMembership')}
        </span>
        <span className={styles.label}>
          {membership
            ? membership.expiresAt
              ? t('summary.until', { date: chinaDay(new Date(membership.expiresAt)) })
              : t('summary.forever')
            : t('summary.membership')}
        </span>
      </button>
      <button
        type="button"
        className={styles.tile}
        data-testid="summary-unread"
        onClick={() => appNavigate(Pages.pushList)}
      >
        <span className={styles.value}>{unread.data?.count}</span>
        <span className={styles.label}>{t('summary.unread')}</span>
      </button>
    </nav>
  );
}
