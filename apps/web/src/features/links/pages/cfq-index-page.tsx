import '../../../i18n/register-links-catalog';
import { useState } from 'react';
import { SearchBar, Tabs } from 'antd-mobile';
import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { ListSkeleton } from '../../../components/skeleton';
import { useIsTabPage } from '../../../components/tab-page-context';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { useCfqCategories } from '../api/get-cfq-categories';
import { cfqNewsQueryOptions, useCfqNews } from '../api/get-cfq-news';
import { CfqNewsCard } from '../components/cfq-news-card';
import styles from './cfq-index-page.module.css';

/**
 * Wealth circle (财富圈, custom nav): its own header with a way to the wealth classroom, a title search,
 * news category tabs and the chosen category's news, paged. Cards open the news details.
 */
export function CfqIndexPage() {
  const { t } = useTranslation();
  const isTabPage = useIsTabPage();
  const categories = useCfqCategories();
  const [chosen, setChosen] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');

  const rows = categories.data ?? [];
  // The chosen tab while it exists, else the first category once they arrive (SPEC §2 news list).
  const categoryId = rows.some((c) => c.id === chosen) ? (chosen ?? undefined) : rows[0]?.id;
  const filter = { categoryId, title: keyword || undefined };
  const list = useCfqNews(filter);
  const open = (id: number) => appNavigate(withQuery(Pages.newsDetails, { id }));

  let categoryState;
  if (categories.isPending) categoryState = <ListSkeleton />;
  else if (categories.isError)
    categoryState = (
      <LoadError title={t('links.cfqCategoriesFailed')} onRetry={() => void categories.refetch()} />
    );
  else if (rows.length === 0) categoryState = <EmptyState title={t('links.cfqEmptyCategory')} />;

  return (
    <PageShell title={t('links.cfqTitle')} customNav>
      <header className={styles.hero}>
        <div className={styles.heroRow}>
          {isTabPage ? null : (
            <button
              type="button"
              className={styles.back}
              aria-label={t('common.back')}
              onClick={() => appNavigate('', 'navigateBack')}
            >
              <LeftOutline />
            </button>
          )}
          <h1 className={styles.brand}>{t('links.cfqTitle')}</h1>
          <button
            type="button"
            className={styles.courses}
            onClick={() => appNavigate(Pages.cfqCourse)}
            data-testid="cfq-course-link"
          >
            {t('links.cfqCourses')}
            <RightOutline aria-hidden="true" />
          </button>
        </div>
        <p className={styles.slogan}>{t('links.cfqSlogan')}</p>
      </header>
      <div className={styles.sticky}>
        <div className={styles.search}>
          <SearchBar
            placeholder={t('links.cfqSearch')}
            maxLength={50}
            onSearch={(value) => setKeyword(value.trim())}
            onClear={() => setKeyword('')}
            aria-label={t('links.cfqSearch')}
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
        queryKey={cfqNewsQueryOptions(filter).queryKey}
        override={categoryState}
        renderItem={(item) => <CfqNewsCard item={item} onOpen={open} />}
        itemKey={(item) => item.id}
        emptyTitle={keyword ? t('links.cfqEmptySearch') : t('links.cfqEmptyCategory')}
        className={styles.listTop}
      />
    </PageShell>
  );
}
