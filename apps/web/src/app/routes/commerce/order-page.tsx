import '../../../i18n/register-commerce-catalog';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { positiveId } from '../../../lib/positive-id';
import { OrderConfirm } from './order-confirm';
import { OrderDetail } from './order-detail';

const ORDER_NO = /^[0-9A-Za-z]{6,32}$/;

/** The order page: ?goodsId= confirms a new order of that product, ?orderNo= shows an existing one. */
export function OrderPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const goodsId = positiveId(searchParams.get('goodsId'));
  const orderNo = searchParams.get('orderNo');
  if (goodsId !== null)
    return (
      <PageShell title={t('commerce.orderConfirmTitle')}>
        <OrderConfirm goodsId={goodsId} />
      </PageShell>
    );
  return (
    <PageShell title={t('commerce.orderTitle')}>
      {orderNo && ORDER_NO.test(orderNo) ? (
        <OrderDetail orderNo={orderNo} />
      ) : (
        <EmptyState title={t('commerce.orderNotFound')} />
      )}
    </PageShell>
  );
}
