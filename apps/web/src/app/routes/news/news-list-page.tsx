import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { StorageKey } from '@app/contract/storage-keys';
import { NewsCategoryList } from '../../../features/news-list/components/news-category-list';
import { PageShell } from '../../../components/page-shell';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { positiveId } from '../../../lib/positive-id';
import { useStoredValue } from '../../../lib/use-stored-value';
import { NewsCard } from '../../../features/news/components/news-card';

/**
 * Category tabs (starting on ?categoryId= when given), title search, pull to refresh and load more (SPEC §2
 * news list); a member also sees unread counts on the tabs and can follow the chosen category.
 */
export function NewsListPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const loggedIn = useStoredValue(StorageKey.token) !== null;
  const open = (id: number) => appNavigate(withQuery(Pages.newsDetails, { id }));
  return (
    <PageShell title={t('news.title')}>
      <NewsCategoryList
        initialCategoryId={positiveId(searchParams.get('categoryId'))}
        memberTools={loggedIn}
        texts={{
          search: t('news.searchPlaceholder'),
          categoriesFailed: t('news.categoriesFailed'),
          emptyCategory: t('news.emptyCategory'),
          emptySearch: t('news.emptySearch'),
        }}
        renderItem={(item) => <NewsCard item={item} onOpen={open} />}
      />
    </PageShell>
  );
}
