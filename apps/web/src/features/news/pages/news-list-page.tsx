import { useState } from 'react';
import { InfiniteScroll, PullToRefresh, SearchBar, Tabs } from 'antd-mobile';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { ListSkeleton } from '../../../components/skeleton';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { useNewsCategories } from '../api/get-news-categories';
import { newsListQueryOptions, useNewsList, type NewsPage } from '../api/get-news-list';
import { NewsCard } from '../components/news-card';
import styles from './news-list-page.module.css';

function queryCategory(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/** Category tabs, title search, pull to refresh and load more (SPEC §2 news list). */
export function NewsListPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const categories = useNewsCategories();
  const [chosen, setChosen] = useState<number | null>(() => queryCategory(searchParams.get('categoryId')));
  const [keyword, setKeyword] = useState('');

  const rows = categories.data ?? [];
  // The category from the query if it exists, else the first one once the categories arrive.
  const categoryId = rows.some((c) => c.id === chosen) ? (chosen ?? undefined) : rows[0]?.id;
  const filter = { categoryId, title: keyword || undefined };
  const list = useNewsList(filter);
  const queryClient = useQueryClient();

  const refresh = async () => {
    // Start over from page 1 rather than refetching every page already loaded.
    queryClient.setQueryData<InfiniteData<NewsPage, number>>(newsListQueryOptions(filter).queryKey, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    await list.refetch();
  };

  const loadMore = async () => {
    const result = await list.fetchNextPage();
    if (result.isError) throw new Error('load more failed');
  };

  const open = (id: number) => appNavigate(withQuery(Pages.newsDetails, { id }));
  const items = list.data?.pages.flatMap((page) => page.rows) ?? [];

  let content;
  if (categories.isPending) content = <ListSkeleton />;
  else if (categories.isError)
    content = <LoadError title={t('news.categoriesFailed')} onRetry={() => void categories.refetch()} />;
  else if (rows.length === 0) content = <EmptyState title={t('news.emptyCategory')} />;
  else if (list.isPending) content = <ListSkeleton />;
  else if (list.isError) content = <LoadError onRetry={() => void list.refetch()} />;
  else if (items.length === 0)
    content = <EmptyState title={keyword ? t('news.emptySearch') : t('news.emptyCategory')} />;
  else
    content = (
      <>
        <div className={styles.list}>
          {items.map((item) => (
            <NewsCard key={item.id} item={item} onOpen={open} />
          ))}
        </div>
        <InfiniteScroll loadMore={loadMore} hasMore={list.hasNextPage}>
          {(hasMore, failed, retry) => (
            <span className={styles.footer}>
              {failed ? (
                <button type="button" className={styles.retry} onClick={retry}>
                  {t('common.loadFailed')} · {t('common.retry')}
                </button>
              ) : hasMore ? (
                t('common.loadingMore')
              ) : (
                t('common.noMore')
              )}
            </span>
          )}
        </InfiniteScroll>
      </>
    );

  return (
    <PageShell title={t('news.title')}>
      <div className={styles.sticky}>
        <div className={styles.search}>
          <SearchBar
            placeholder={t('news.searchPlaceholder')}
            maxLength={50}
            onSearch={(value) => setKeyword(value.trim())}
            onClear={() => setKeyword('')}
            aria-label={t('news.searchPlaceholder')}
          />
        </div>
        {rows.length > 0 ? (
          <Tabs
            activeKey={categoryId === undefined ? null : String(categoryId)}
            onChange={(key) => setChosen(Number(key))}
            className={styles.tabs}
          >
            {rows.map((category) => (
              <Tabs.Tab key={String(category.id)} title={category.title} />
            ))}
          </Tabs>
        ) : null}
      </div>
      <PullToRefresh
        onRefresh={refresh}
        pullingText={t('common.pullToRefresh')}
        canReleaseText={t('common.releaseToRefresh')}
        refreshingText={t('common.refreshing')}
        completeText={t('common.refreshed')}
        disabled={!list.data}
      >
        <div className={styles.content}>{content}</div>
      </PullToRefresh>
    </PageShell>
  );
}
