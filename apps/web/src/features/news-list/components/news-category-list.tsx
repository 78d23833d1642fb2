import { useState, type ReactNode } from 'react';
import { SearchBar, Tabs } from 'antd-mobile';
import type { NewsItem } from '@app/contract/news';
import { useNewsCategories } from '../api/get-news-categories';
import { newsListQueryOptions, useNewsList } from '../api/get-news-list';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PagedList } from '../../../components/paged-list';
import { ListSkeleton } from '../../../components/skeleton';
import styles from './news-category-list.module.css';

/** The page's own words for the parts of the list. */
export interface NewsCategoryListTexts {
  search: string;
  categoriesFailed: string;
  emptyCategory: string;
  emptySearch: string;
}

interface NewsCategoryListProps {
  /** The tab to start on, if it exists (e.g. from the page's query); else the first. */
  initialCategoryId?: number | null;
  texts: NewsCategoryListTexts;
  renderItem: (item: NewsItem) => ReactNode;
  /** The page has no nav bar: search and tabs stick to the top of the screen. */
  customNav?: boolean;
  /** Added to the list's frame. */
  className?: string;
}

/**
 * A title search and the news category tabs over the chosen category's news: pull to refresh, load
 * more (SPEC §2 news list). Used by the news list and the wealth circle, each with its own cards.
 */
export function NewsCategoryList({
  initialCategoryId = null,
  texts,
  renderItem,
  customNav = false,
  className,
}: NewsCategoryListProps) {
  const categories = useNewsCategories();
  const [chosen, setChosen] = useState<number | null>(initialCategoryId);
  const [keyword, setKeyword] = useState('');

  const rows = categories.data ?? [];
  // The chosen tab while it exists, else the first category once they arrive.
  const categoryId = rows.some((c) => c.id === chosen) ? (chosen ?? undefined) : rows[0]?.id;
  const filter = { categoryId, title: keyword || undefined };
  const list = useNewsList(filter);

  // The list needs a category; until the tabs are there, their own state stands in for it.
  let categoryState;
  if (categories.isPending) categoryState = <ListSkeleton />;
  else if (categories.isError)
    categoryState = <LoadError title={texts.categoriesFailed} onRetry={() => void categories.refetch()} />;
  else if (rows.length === 0) categoryState = <EmptyState title={texts.emptyCategory} />;

  return (
    <>
      <div className={customNav ? `${styles.sticky} ${styles.stickyTop}` : styles.sticky}>
        <div className={styles.search}>
          <SearchBar
            placeholder={texts.search}
            maxLength={50}
            onSearch={(value) => setKeyword(value.trim())}
            onClear={() => setKeyword('')}
            aria-label={texts.search}
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
        renderItem={renderItem}
        itemKey={(item) => item.id}
        emptyTitle={keyword ? texts.emptySearch : texts.emptyCategory}
        className={className}
      />
    </>
  );
}
