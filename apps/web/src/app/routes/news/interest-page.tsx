import { PullToRefresh } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { NewsCategory } from '@app/contract/news';
import { Pages } from '@app/contract/pages';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { ListSkeleton } from '../../../components/skeleton';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { useFollowedCategories } from '../../../features/news-list/api/category-follow';
import { useNewsCategories } from '../../../features/news-list/api/get-news-categories';
import { FollowCategoryButton } from '../../../features/news-list/components/follow-category-button';
import '../../../i18n/register-content-catalog';
import styles from './interest-page.module.css';

/**
 * 我的兴趣 (Pages.interest): the news columns the member follows, then the others, each with its follow
 * button; a column's name opens its news. Members only (the route guard sends visitors to log in).
 */
export function InterestPage() {
  const { t } = useTranslation();
  const categories = useNewsCategories();
  const followed = useFollowedCategories(true);

  let body;
  if (categories.isPending || followed.isPending) body = <ListSkeleton />;
  else if (categories.isError || followed.isError)
    body = (
      <LoadError
        title={t('newsLists.interestFailed')}
        onRetry={() => void Promise.all([categories.refetch(), followed.refetch()])}
      />
    );
  else {
    const followedIds = new Set(followed.data.map((c) => c.id));
    const others = categories.data.filter((c) => !followedIds.has(c.id));
    body = (
      <>
        <section className={styles.card} aria-labelledby="interest-followed" data-testid="interest-followed">
          <h2 id="interest-followed" className={styles.cardTitle}>
            {t('newsLists.interestFollowed')}
          </h2>
          {followed.data.length === 0 ? (
            <EmptyState title={t('newsLists.interestFollowedEmpty')} />
          ) : (
            <CategoryRows rows={followed.data} followed />
          )}
        </section>
        {others.length > 0 ? (
          <section className={styles.card} aria-labelledby="interest-more" data-testid="interest-more">
            <h2 id="interest-more" className={styles.cardTitle}>
              {t('newsLists.interestMore')}
            </h2>
            <CategoryRows rows={others} followed={false} />
          </section>
        ) : null}
      </>
    );
  }

  return (
    <PageShell title={t('newsLists.interestTitle')}>
      <PullToRefresh
        onRefresh={async () => void (await Promise.all([categories.refetch(), followed.refetch()]))}
      >
        {body}
      </PullToRefresh>
    </PageShell>
  );
}

function CategoryRows({ rows, followed }: { rows: readonly NewsCategory[]; followed: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list}>
      {rows.map((category) => (
        <li key={category.id} className={styles.row}>
          <button
            type="button"
            className={styles.open}
            aria-label={t('newsLists.interestOpen', { name: category.title })}
            onClick={() => appNavigate(withQuery(Pages.newsList, { categoryId: category.id }))}
          >
            <span className={styles.name}>{category.title}</span>
            <RightOutline className={styles.arrow} />
          </button>
          <FollowCategoryButton category={category} followed={followed} />
        </li>
      ))}
    </ul>
  );
}
