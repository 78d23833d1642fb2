import '../../../i18n/register-links-catalog';
import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { NewsCategoryList } from '../../../features/news-list/components/news-category-list';
import { PageShell } from '../../../components/page-shell';
import { useIsTabPage } from '../../../components/tab-page-context';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { CfqNewsCard } from '../../../features/links/components/cfq-news-card';
import styles from './cfq-index-page.module.css';

/**
 * Wealth circle (财富圈, custom nav): its own header with a way to the wealth classroom, a title search,
 * news category tabs and the chosen category's news, paged. Cards open the news details.
 */
export function CfqIndexPage() {
  const { t } = useTranslation();
  const isTabPage = useIsTabPage();
  const open = (id: number) => appNavigate(withQuery(Pages.newsDetails, { id }));

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
      <NewsCategoryList
        customNav
        texts={{
          search: t('links.cfqSearch'),
          categoriesFailed: t('links.cfqCategoriesFailed'),
          emptyCategory: t('links.cfqEmptyCategory'),
          emptySearch: t('links.cfqEmptySearch'),
        }}
        renderItem={(item) => <CfqNewsCard item={item} onOpen={open} />}
        className={styles.listTop}
      />
    </PageShell>
  );
}
