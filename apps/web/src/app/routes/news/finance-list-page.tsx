import { useTranslation } from 'react-i18next';
import { NEWS_CATEGORY_LIST_FIXED } from '@app/contract/limits';
import { Pages } from '@app/contract/pages';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { useNewsCategories } from '../../../features/news-list/api/get-news-categories';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { financeListQueryOptions, useFinanceList } from '../../../features/news/api/get-finance-list';
import { NewsCard } from '../../../features/news/components/news-card';
import '../../../i18n/register-content-catalog';

/**
 * The category list variant (SPEC §2 news: financeList): category 11 only, no tabs, titled by the
 * category; pull to refresh and load more up to three pages, then nomore (SPEC §9).
 */
export function FinanceListPage() {
  const { t } = useTranslation();
  const list = useFinanceList();
  // The shared categories cache names the page; until it answers (or if it cannot) a fixed title stands in.
  const categories = useNewsCategories();
  const category = categories.data?.find((c) => c.id === NEWS_CATEGORY_LIST_FIXED);
  const open = (id: number) => appNavigate(withQuery(Pages.newsDetails, { id }));
  return (
    <PageShell title={category?.title ?? t('content.financeTitle')}>
      <PagedList
        query={list}
        queryKey={financeListQueryOptions().queryKey}
        renderItem={(item) => <NewsCard item={item} onOpen={open} />}
        itemKey={(item) => item.id}
        emptyTitle={t('content.financeEmpty')}
        errorTitle={t('content.financeFailed')}
      />
    </PageShell>
  );
}
