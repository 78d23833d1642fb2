import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { strategyListQueryOptions, useStrategyList } from '../../../features/news-list/api/get-strategy-list';
import { NewsCard } from '../../../features/news/components/news-card';
import '../../../i18n/register-content-catalog';

/**
 * 投资策略 (SPEC §2 mine: strategy): the teachers' strategy articles, newest first; locked ones show with
 * their lock and open the no-permission page. Pull to refresh, load more.
 */
export function StrategyPage() {
  const { t } = useTranslation();
  const query = useStrategyList();
  return (
    <PageShell title={t('newsLists.strategyTitle')}>
      <div data-testid="strategy-list">
        <PagedList
          query={query}
          queryKey={strategyListQueryOptions().queryKey}
          renderItem={(item) => (
            <NewsCard item={item} onOpen={(id) => appNavigate(withQuery(Pages.newsDetails, { id }))} />
          )}
          itemKey={(item) => item.id}
          emptyTitle={t('newsLists.strategyEmpty')}
          errorTitle={t('newsLists.strategyFailed')}
        />
      </div>
    </PageShell>
  );
}
