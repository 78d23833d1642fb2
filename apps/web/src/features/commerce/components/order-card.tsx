import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Order } from '@app/contract/commerce';
import { LazyImage } from '../../../components/lazy-image';
import styles from './commerce.module.css';
import { OrderStatus } from './order-status';
import { yuan } from './price-text';

interface OrderCardProps {
  order: Order;
  onOpen: () => void;
  onPay: () => void;
}

/** An order in My orders: product, amount, state; an unpaid one offers paying now. */
export function OrderCard({ order, onOpen, onPay }: OrderCardProps) {
  const { t } = useTranslation();
  return (
    <article className={styles.card} data-testid="order-card" data-order-no={order.orderNo}>
      <div className={styles.head}>
        <span>
          {t('commerce.orderNo')} {order.orderNo}
        </span>
        <OrderStatus order={order} />
      </div>
      <button type="button" className={styles.hit} onClick={onOpen}>
        <span className={styles.thumb}>
          <LazyImage src={order.goodsPic} alt={order.goodsTitle} ratio={4 / 3} />
        </span>
        <span className={styles.body}>
          <h3 className={styles.title}>{order.goodsTitle}</h3>
          <p className={styles.summary}>{new Date(order.createTime).toLocaleString()}</p>
        </span>
      </button>
      <div className={styles.foot}>
        <span className={styles.total}>
          {t('commerce.payAmount')} <span className={styles.price}>{yuan(order.payAmountFen)}</span>
        </span>
        {order.status === 'PENDING_PAYMENT' ? (
          <Button size="small" color="primary" shape="rounded" onClick={onPay}>
            {t('commerce.payNow')}
          </Button>
        ) : (
          <Button size="small" shape="rounded" onClick={onOpen}>
            {t('commerce.viewOrder')}
          </Button>
        )}
      </div>
    </article>
  );
}
