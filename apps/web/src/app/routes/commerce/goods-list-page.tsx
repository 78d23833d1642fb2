import '../../../i18n/register-commerce-catalog';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { goodsListQueryOptions, useGoodsList } from '../../../features/commerce/api/get-goods';
import { GoodsCard } from '../../../features/commerce/components/goods-card';
import { appNavigate, withQuery } from '../../../lib/navigation';
import styles from './commerce-pages.module.css';

/** Products on sale (goods list). */
export function GoodsListPage() {
  const { t } = useTranslation();
  const list = useGoodsList();
  return (
    <PageShell title={t('commerce.goodsListTitle')}>
      <PagedList
        query={list}
        queryKey={goodsListQueryOptions().queryKey}
        renderItem={(item) => (
          <GoodsCard item={item} onOpen={() => appNavigate(withQuery(Pages.goodsIndex, { id: item.id }))} />
        )}
        itemKey={(item) => item.id}
        emptyTitle={t('commerce.goodsEmpty')}
        errorTitle={t('commerce.goodsFailed')}
        className={styles.listTop}
      />
    </PageShell>
  );
}
