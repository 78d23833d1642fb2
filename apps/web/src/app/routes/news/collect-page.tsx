import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { StorageKey } from '@app/contract/storage-keys';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { requireLogin } from '../../../lib/require-login';
import { useStoredValue } from '../../../lib/use-stored-value';
import { newsFavoritesQueryOptions, useNewsFavorites } from '../../../features/news/api/get-news-favorites';
import { NewsCard } from '../../../features/news/components/news-card';
import '../../../i18n/register-content-catalog';

/** 我的收藏: the member's collected articles (visitors may open the page and are offered the login). */
export function CollectPage() {
  const { t } = useTranslation();
  const loggedIn = useStoredValue(StorageKey.token) !== null;
  return (
    <PageShell title={t('content.collectTitle')}>
      {loggedIn ? (
        <CollectList />
      ) : (
        <EmptyState title={t('content.collectEmpty')}>
          <Button size="small" color="primary" fill="outline" onClick={() => void requireLogin()}>
            {t('noPermissionDetail.login')}
          </Button>
        </EmptyState>
      )}
    </PageShell>
  );
}

function CollectList() {
  const { t } = useTranslation();
  const query = useNewsFavorites();
  return (
    <div data-testid="collect-list">
      <PagedList
        query={query}
        queryKey={newsFavoritesQueryOptions().queryKey}
        renderItem={(item) => (
          <NewsCard item={item} onOpen={(id) => appNavigate(withQuery(Pages.newsDetails, { id }))} />
        )}
        itemKey={(item) => item.id}
        emptyTitle={t('content.collectEmpty')}
        errorTitle={t('content.collectFailed')}
      />
    </div>
  );
}
