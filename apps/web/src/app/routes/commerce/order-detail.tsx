import { useCallback, useEffect, useState } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Order } from '@app/contract/commerce';
import { REFUND_REASON_MAX } from '@app/contract/commerce-constants';
import { Pages } from '@app/contract/pages';
import { DetailState } from '../../../components/detail-state';
import {
  cancelOrder,
  payOrder,
  refundOrder,
  useOrder,
  useOrderAction,
} from '../../../features/commerce/api/orders';
import { AmountRows } from '../../../features/commerce/components/amount-rows';
import { OrderStatus } from '../../../features/commerce/components/order-status';
import { yuan } from '../../../features/commerce/components/price-text';
import { useSecondsUntil } from '../../../features/commerce/hooks/use-seconds-until';
import { confirmDialog } from '../../../lib/confirm-dialog';
import { appNavigate, withQuery } from '../../../lib/navigation';
import styles from './commerce-pages.module.css';
import { followPayment, payAgainWith } from './start-payment';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className={styles.pick}>
      <span className={styles.muted} style={{ margin: 0 }}>
        {label}
      </span>
      <span data-testid={testId}>{value}</span>
    </div>
  );
}

function PayCountdown({ expireTime, onEnd }: { expireTime: string; onEnd: () => void }) {
  const { t } = useTranslation();
  const left = useSecondsUntil(new Date(expireTime).getTime());
  useEffect(() => {
    if (left === 0) onEnd();
  }, [left, onEnd]);
  const minutes = Math.floor(left / 60);
  const seconds = String(left % 60).padStart(2, '0');
  return <p className={styles.banner}>{t('commerce.expiresIn', { time: `${minutes}:${seconds}` })}</p>;
}

function RefundForm({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const refund = useOrderAction((orderNo: string, why: string) => refundOrder(orderNo, why));
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{t('commerce.refundReason')}</h2>
      <TextArea
        placeholder={t('commerce.refundReasonPlaceholder')}
        value={reason}
        onChange={setReason}
        maxLength={REFUND_REASON_MAX}
        rows={3}
        showCount
      />
      <p className={styles.muted}>{t('commerce.refundHint')}</p>
      <div className={styles.actions}>
        <Button
          color="primary"
          disabled={!reason.trim()}
          loading={refund.isPending}
          onClick={() => refund.mutate([order.orderNo, reason.trim()])}
        >
          {t('commerce.refundSubmit')}
        </Button>
      </div>
    </section>
  );
}

function OrderView({ order, onExpired }: { order: Order; onExpired: () => void }) {
  const { t } = useTranslation();
  const [refunding, setRefunding] = useState(false);
  const cancel = useOrderAction((orderNo: string) => cancelOrder(orderNo));
  const [paying, setPaying] = useState(false);
  const pending = order.status === 'PENDING_PAYMENT';
  const refundable =
    (order.status === 'PAID' || order.status === 'FULFILLED') && order.refundStatus !== 'PENDING_REVIEW';

  const invoiceable =
    (order.status === 'PAID' || order.status === 'FULFILLED') &&
    order.payAmountFen > 0 &&
    (order.invoiceStatus === 'NONE' || order.invoiceStatus === 'REJECTED');

  const pay = async () => {
    setPaying(true);
    try {
      const { channel, via } = payAgainWith();
      followPayment(order.orderNo, await payOrder(order.orderNo, channel, via));
    } catch {
      setPaying(false);
    }
  };
  const askCancel = async () => {
    if (await confirmDialog(t('commerce.cancel'), t('commerce.cancelConfirm')))
      cancel.mutate([order.orderNo]);
  };

  return (
    <>
      {pending ? <PayCountdown expireTime={order.expireTime} onEnd={onExpired} /> : null}
      <section className={styles.section}>
        <div className={styles.pick}>
          <h1 className={styles.sectionTitle} style={{ margin: 0 }}>
            {order.goodsTitle}
          </h1>
          <OrderStatus order={order} />
        </div>
        {order.closeReason ? (
          <p className={styles.muted}>{t(`commerce.closeReason.${order.closeReason}`)}</p>
        ) : null}
        {order.refundRejectReason ? <p className={styles.muted}>{order.refundRejectReason}</p> : null}
      </section>
      <section className={styles.section}>
        <AmountRows {...order} />
      </section>
      <section className={styles.section}>
        <Row label={t('commerce.orderNo')} value={order.orderNo} testId="order-no" />
        <Row label={t('commerce.createTime')} value={when(order.createTime)} />
        {order.payTime ? <Row label={t('commerce.payTime')} value={when(order.payTime)} /> : null}
        {order.channel ? (
          <Row
            label={t('commerce.payChannel')}
            value={t(`commerce.channels.${order.channel as 'sandbox'}`)}
          />
        ) : null}
        {order.accessUntil && order.status === 'FULFILLED' ? (
          <Row label={t('commerce.accessUntil')} value={when(order.accessUntil)} />
        ) : null}
        {order.pointsEarned > 0 ? (
          <Row label={t('commerce.pointsEarned')} value={`+${order.pointsEarned}`} />
        ) : null}
        {order.couponTitle ? <Row label={t('commerce.coupon')} value={order.couponTitle} /> : null}
        {order.refundReason ? <Row label={t('commerce.refundReason')} value={order.refundReason} /> : null}
        {order.refundTime ? <Row label={t('commerce.refundTime')} value={when(order.refundTime)} /> : null}
        {order.extraPayments.map((extra) => (
          <Row
            key={`${extra.channel}:${extra.tradeNo}`}
            label={t('commerce.extraPayment')}
            value={`${yuan(extra.amountFen)} · ${t(`commerce.channels.${extra.channel as 'sandbox'}`)} · ${t(`commerce.extraRefund.${extra.refundStatus}`)}`}
            testId="extra-payment"
          />
        ))}
      </section>
      {refunding && refundable ? <RefundForm order={order} /> : null}
      <div className={styles.actions}>
        {pending ? (
          <>
            <Button color="primary" loading={paying} onClick={() => void pay()}>
              {t('commerce.payNow')}
            </Button>
            <Button loading={cancel.isPending} onClick={() => void askCancel()}>
              {t('commerce.cancel')}
            </Button>
          </>
        ) : null}
        {invoiceable ? (
          <Button onClick={() => appNavigate(withQuery(Pages.invoice, { orderNo: order.orderNo }))}>
            {t('commerce.invoice')}
          </Button>
        ) : null}
        {order.invoiceStatus === 'ISSUED' || order.invoiceStatus === 'REQUESTED' ? (
          <Button onClick={() => appNavigate(Pages.invoice)}>
            {t(`commerce.invoiceStatus.${order.invoiceStatus}`)}
          </Button>
        ) : null}
        {refundable && !refunding ? (
          <Button onClick={() => setRefunding(true)}>{t('commerce.refund')}</Button>
        ) : null}
        <Button fill="none" onClick={() => appNavigate(withQuery(Pages.goodsIndex, { id: order.goodsId }))}>
          {t('commerce.goodsTitle')}
        </Button>
      </div>
    </>
  );
}

/** One order: its state, amounts and times; pay or cancel while unpaid; ask for a refund once paid. */
export function OrderDetail({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const query = useOrder(orderNo);
  // When the time to pay runs out, the order is read again: the server closes it on that read.
  const { refetch: refetchOrder } = query;
  const refetch = useCallback(() => void refetchOrder(), [refetchOrder]);
  return (
    <DetailState
      id={1}
      query={query}
      notFoundTitle={t('commerce.orderNotFound')}
      back={{ label: t('commerce.orderListTitle'), to: Pages.orderList }}
      errorTitle={t('commerce.orderFailed')}
    >
      {(order) => <OrderView order={order} onExpired={refetch} />}
    </DetailState>
  );
}
