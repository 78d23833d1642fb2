import '../../../i18n/register-content-catalog';
import { useState, type ReactNode } from 'react';
import { SearchBar } from 'antd-mobile';
import type { NewsItem } from '@app/contract/news';
import { useTranslation } from 'react-i18next';
import { useFollowedCategories } from '../api/category-follow';
import { useNewsCategories } from '../api/get-news-categories';
import { newsListQueryOptions, useNewsList } from '../api/get-news-list';
import { unreadOf, useNewsUnread } from '../api/get-news-unread';
import { FollowCategoryButton } from './follow-category-button';
import { UnreadBadge } from './unread-badge';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PagedList } from '../../../components/paged-list';
import { TabStrip } from '../../../components/tab-strip';
import { ListSkeleton } from '../../../components/skeleton';
import { useRevealAppWhen } from '../../../lib/first-screen';
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
  /** A member's extras: unread counts on the tabs and a follow button for the chosen category. */
  memberTools?: boolean;
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
  memberTools = false,
}: NewsCategoryListProps) {
  const { t } = useTranslation();
  const categories = useNewsCategories();
  const unread = useNewsUnread(memberTools);
  const followed = useFollowedCategories(memberTools);
  const [chosen, setChosen] = useState<number | null>(initialCategoryId);
  const [keyword, setKeyword] = useState('');

  const rows = categories.data ?? [];
  // The chosen tab while it exists, else the first category once they arrive. While they are on their
  // way, the asked-for tab's news is fetched beside them rather than after them; the list still waits for
  // the tabs, and a tab that turns out not to exist is replaced by the first one.
  const categoryId =
    categories.isPending || rows.some((c) => c.id === chosen) ? (chosen ?? undefined) : rows[0]?.id;
  const chosenCategory = rows.find((c) => c.id === categoryId);
  const filter = { categoryId, title: keyword || undefined };
  const list = useNewsList(filter);

  // The list needs a category; until the tabs are there, their own state stands in for it.
  let categoryState;
  if (categories.isPending) categoryState = <ListSkeleton />;
  else if (categories.isError)
    categoryState = <LoadError title={texts.categoriesFailed} onRetry={() => void categories.refetch()} />;
  else if (rows.length === 0) categoryState = <EmptyState title={texts.emptyCategory} />;
  // The server may have drawn the tabs and the first articles (decision 053): the app shows itself once
  // it has drawn them too, or whatever stands in their place.
  useRevealAppWhen(!categories.isPending && (categoryState !== undefined || !list.isPending));

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
        {categories.isPending ? (
          // The tab strip's own height while the categories are on their way, so the list does not move.
          <div className={`${styles.tabRow} ${styles.tabsPending}`} aria-hidden="true">
            <TabStrip
              className={styles.tabs}
              tabs={[{ key: 0, title: '\u00a0' }]}
              active={0}
              onChange={() => {}}
            />
          </div>
        ) : null}
        {rows.length > 0 ? (
          <div className={styles.tabRow}>
            <TabStrip
              className={styles.tabs}
              tabs={rows.map((category) => {
                const count = memberTools ? unreadOf(unread.data, category.id) : 0;
                return {
                  key: category.id,
                  title: (
                    <span>
                      {category.title}
                      <UnreadBadge count={count} label={t('newsLists.unread', { count })} />
                    </span>
                  ),
                };
              })}
              active={categoryId}
              onChange={setChosen}
            />
            {memberTools && chosenCategory && followed.isSuccess ? (
              <FollowCategoryButton
                category={chosenCategory}
                followed={followed.data.some((c) => c.id === chosenCategory.id)}
                className={styles.follow}
              />
            ) : null}
          </div>
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
