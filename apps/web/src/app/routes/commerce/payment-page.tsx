import '../../../i18n/register-commerce-catalog';
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Order } from '@app/contract/commerce';
import { Pages } from '@app/contract/pages';
import { DetailState } from '../../../components/detail-state';
import { PageShell } from '../../../components/page-shell';
import { commerceKeys } from '../../../features/commerce/api/commerce-keys';
import { useOrder } from '../../../features/commerce/api/orders';
import { confirmSandboxPay } from '../../../features/commerce/api/sandbox-pay';
import { yuan } from '../../../features/commerce/components/price-text';
import { memberKeys } from '../../../features/member/api/member-keys';
import { appNavigate, withQuery } from '../../../lib/navigation';
import styles from './commerce-pages.module.css';
import { returnPageOf } from './return-to';

function Paid({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const back = returnPageOf(orderNo);
  const viewOrder = () => appNavigate(withQuery(Pages.orderIndex, { orderNo }), 'redirectTo');
  return (
    <div className={styles.cashier} data-testid="pay-success">
      <h1 className={styles.heroTitle}>{t('commerce.paySuccess')}</h1>
      <p className={styles.muted}>{t('commerce.paySuccessHint')}</p>
      <div className={styles.actions}>
        {back ? (
          <Button color="primary" onClick={() => appNavigate(back, 'redirectTo')}>
            {t('commerce.continueReading')}
          </Button>
        ) : null}
        <Button color={back ? 'default' : 'primary'} onClick={viewOrder}>
          {t('commerce.viewOrder')}
        </Button>
      </div>
    </div>
  );
}

function Cashier({ info }: { info: Order }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState(false);
  const confirm = async () => {
    setPaying(true);
    try {
      await confirmSandboxPay(info.orderNo);
      await queryClient.invalidateQueries({ queryKey: commerceKeys.all });
      // The member's services (the member page's membership, the expiry popup) changed with the payment.
      void queryClient.invalidateQueries({ queryKey: memberKeys.all });
    } finally {
      setPaying(false);
    }
  };
  if (info.status === 'PAID' || info.status === 'FULFILLED') return <Paid orderNo={info.orderNo} />;
  const open = info.status === 'PENDING_PAYMENT';
  // Only the sandbox is confirmed here; back from a real provider's page, the result arrives by notification.
  const sandbox = info.channel === 'sandbox';
  return (
    <>
      {sandbox ? (
        <p className={styles.banner} data-testid="sandbox-banner">
          {t('commerce.sandboxBanner')}
        </p>
      ) : open ? (
        <p className={styles.banner}>{t('commerce.awaitingResult')}</p>
      ) : null}
      <div className={styles.cashier}>
        <p className={styles.muted}>{info.goodsTitle}</p>
        <p className={styles.cashierAmount} data-testid="cashier-amount">
          {yuan(info.payAmountFen)}
        </p>
        <p className={styles.muted}>
          {t('commerce.orderNo')} {info.orderNo}
        </p>
        {!open ? <p className={styles.muted}>{t('commerce.payClosed')}</p> : null}
      </div>
      <div className={styles.actions}>
        {open && sandbox ? (
          <Button color="primary" size="large" loading={paying} onClick={() => void confirm()}>
            {t('commerce.sandboxConfirm')}
          </Button>
        ) : null}
        <Button
          onClick={() => appNavigate(withQuery(Pages.orderIndex, { orderNo: info.orderNo }), 'redirectTo')}
        >
          {open ? t('commerce.sandboxCancel') : t('commerce.viewOrder')}
        </Button>
      </div>
    </>
  );
}

/**
 * The cashier (webView/payment): for the embedded sandbox, a page that says it is a simulated payment; the
 * member confirms, the sandbox notifies the server as a real provider would, and the result shows here.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // Alipay's return_url comes back with out_trade_no: the same page shows the result.
  const orderNo = searchParams.get('orderNo') ?? searchParams.get('out_trade_no');
  const valid = orderNo && /^[0-9A-Za-z]{6,32}$/.test(orderNo) ? orderNo : null;
  const query = useOrder(valid, { pollWhilePending: true });
  return (
    <PageShell title={t('commerce.paymentTitle')} white>
      <DetailState
        id={valid ? 1 : null}
        query={query}
        notFoundTitle={t('commerce.orderNotFound')}
        errorTitle={t('commerce.orderFailed')}
      >
        {(info) => <Cashier info={info} />}
      </DetailState>
    </PageShell>
  );
}
