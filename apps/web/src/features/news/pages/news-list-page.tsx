import { useState } from 'react';
import { SearchBar, Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { ListSkeleton } from '../../../components/skeleton';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { useNewsCategories } from '../api/get-news-categories';
import { newsListQueryOptions, useNewsList } from '../api/get-news-list';
import { NewsCard } from '../components/news-card';
import styles from './news-list-page.module.css';
import { positiveId } from '../../../lib/positive-id';

/** Category tabs, title search, pull to refresh and load more (SPEC §2 news list). */
export function NewsListPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const categories = useNewsCategories();
  const [chosen, setChosen] = useState<number | null>(() => positiveId(searchParams.get('categoryId')));
  const [keyword, setKeyword] = useState('');

  const rows = categories.data ?? [];
  // The category from the query if it exists, else the first one once the categories arrive.
  const categoryId = rows.some((c) => c.id === chosen) ? (chosen ?? undefined) : rows[0]?.id;
  const filter = { categoryId, title: keyword || undefined };
  const list = useNewsList(filter);
  const open = (id: number) => appNavigate(withQuery(Pages.newsDetails, { id }));

  // The list needs a category; until the tabs are there, their own state stands in for it.
  let categoryState;
  if (categories.isPending) categoryState = <ListSkeleton />;
  else if (categories.isError)
    categoryState = (
      <LoadError title={t('news.categoriesFailed')} onRetry={() => void categories.refetch()} />
    );
  else if (rows.length === 0) categoryState = <EmptyState title={t('news.emptyCategory')} />;

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
      <PagedList
        query={list}
        queryKey={newsListQueryOptions(filter).queryKey}
        override={categoryState}
        renderItem={(item) => <NewsCard item={item} onOpen={open} />}
        itemKey={(item) => item.id}
        emptyTitle={keyword ? t('news.emptySearch') : t('news.emptyCategory')}
      />
    </PageShell>
  );
}
