import '../../../i18n/register-commerce-catalog';
import { Tabs } from '../../../components/tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderTab } from '@app/contract/commerce';
import { ORDER_TABS } from '@app/contract/commerce-constants';
import { Pages } from '@app/contract/pages';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { orderListQueryOptions, payOrder, useOrderList } from '../../../features/commerce/api/orders';
import { OrderCard } from '../../../features/commerce/components/order-card';
import { appNavigate, withQuery } from '../../../lib/navigation';
import styles from './commerce-pages.module.css';
import { followPayment, payAgainWith } from './start-payment';

/** My orders, by status tab; an unpaid order can be paid from here. */
export function OrderListPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = searchParams.get('status');
  const tab: OrderTab = ORDER_TABS.find((key) => key === status) ?? 'all';
  const list = useOrderList(tab);
  const pay = async (orderNo: string) => {
    try {
      const { channel, via } = payAgainWith();
      followPayment(orderNo, await payOrder(orderNo, channel, via));
    } catch {
      // the wrapper has said why
    }
  };
  return (
    <PageShell title={t('commerce.orderListTitle')}>
      <div className={styles.sticky}>
        <Tabs activeKey={tab} onChange={(key) => setSearchParams({ status: key }, { replace: true })}>
          {ORDER_TABS.map((key) => (
            <Tabs.Tab key={key} title={t(`commerce.tabs.${key}`)} />
          ))}
        </Tabs>
      </div>
      <PagedList
        query={list}
        queryKey={orderListQueryOptions(tab).queryKey}
        renderItem={(order) => (
          <OrderCard
            order={order}
            onOpen={() => appNavigate(withQuery(Pages.orderIndex, { orderNo: order.orderNo }))}
            onPay={() => void pay(order.orderNo)}
          />
        )}
        itemKey={(order) => order.orderNo}
        emptyTitle={t('commerce.orderEmpty')}
        errorTitle={t('commerce.orderFailed')}
        className={styles.listTop}
      />
    </PageShell>
  );
}
