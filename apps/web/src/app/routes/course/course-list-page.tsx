import '../../../i18n/register-watch-catalog';
import { useState } from 'react';
import { Tabs } from '../../../components/tabs';
import { useTranslation } from 'react-i18next';
import { CourseCard } from '../../../features/course/components/course-card';
import navStyles from '../../../components/nav-action.module.css';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { ShareButton } from '../../../features/share/components/share-button';
import { WatchPages } from '../../../lib/watch-pages';
import { useCourseCategories } from '../../../features/course/api/get-course-categories';
import { courseListQueryOptions, useCourseList } from '../../../features/course/api/get-course-list';
import styles from './course-pages.module.css';

const ALL = 'all';

/** All courses with category tabs (SPEC §2 course list); shares as 全部课程. */
export function CourseListPage() {
  const { t } = useTranslation();
  const categories = useCourseCategories();
  const [active, setActive] = useState(ALL);
  const filter = active === ALL ? {} : { categoryId: Number(active) };
  const list = useCourseList(filter);

  const rows = categories.data ?? [];
  return (
    <PageShell
      title={t('watch.courseListTitle')}
      right={
        <ShareButton
          title={t('watch.courseListTitle')}
          path={WatchPages.courseList}
          className={navStyles.navAction}
        />
      }
    >
      {rows.length > 0 ? (
        <div className={styles.sticky}>
          <Tabs activeKey={active} onChange={setActive}>
            <Tabs.Tab key={ALL} title={t('watch.allCategories')} />
            {rows.map((category) => (
              <Tabs.Tab key={String(category.id)} title={category.title} />
            ))}
          </Tabs>
        </div>
      ) : null}
      <PagedList
        query={list}
        queryKey={courseListQueryOptions(filter).queryKey}
        renderItem={(item) => <CourseCard item={item} />}
        itemKey={(item) => item.id}
        emptyTitle={t('watch.courseEmpty')}
        errorTitle={t('watch.courseFailed')}
        className={styles.listTop}
      />
    </PageShell>
  );
}
