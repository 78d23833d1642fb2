import '../../../i18n/register-commerce-catalog';
import { Tabs } from '../../../components/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponStatus } from '@app/contract/commerce';
import { COUPON_STATUSES } from '@app/contract/commerce-constants';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { couponListQueryOptions, useCouponList } from '../../../features/commerce/api/wallet';
import { CouponCard } from '../../../features/commerce/components/coupon-card';
import styles from './commerce-pages.module.css';

/** My coupons: unused, used and expired. */
export function CouponPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<CouponStatus>('unused');
  const list = useCouponList(status);
  return (
    <PageShell title={t('commerce.couponTitle')}>
      <div className={styles.sticky}>
        <Tabs activeKey={status} onChange={(key) => setStatus(key as CouponStatus)}>
          {COUPON_STATUSES.map((key) => (
            <Tabs.Tab key={key} title={t(`commerce.couponTabs.${key}`)} />
          ))}
        </Tabs>
      </div>
      <PagedList
        query={list}
        queryKey={couponListQueryOptions(status).queryKey}
        renderItem={(coupon) => <CouponCard coupon={coupon} />}
        itemKey={(coupon) => coupon.id}
        emptyTitle={t('commerce.couponEmpty')}
        errorTitle={t('commerce.couponFailed')}
        className={styles.listTop}
      />
    </PageShell>
  );
}
