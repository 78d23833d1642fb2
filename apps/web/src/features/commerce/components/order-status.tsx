import { useTranslation } from 'react-i18next';
import type { Order } from '@app/contract/commerce';
import styles from './commerce.module.css';

/** The order's state in words: the refund's own state wins while there is one. */
export function OrderStatus({ order }: { order: Order }) {
  const { t } = useTranslation();
  const refund =
    order.refundStatus !== 'NONE' && order.status !== 'REFUNDED'
      ? t(`commerce.refundStatus.${order.refundStatus}`)
      : '';
  const text = refund || t(`commerce.status.${order.status}`);
  const done = order.status === 'CLOSED' || order.status === 'REFUNDED';
  return (
    <span className={done ? styles.statusDone : styles.status} data-testid="order-status">
      {text}
    </span>
  );
}
