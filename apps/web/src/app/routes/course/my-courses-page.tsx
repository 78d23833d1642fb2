import '../../../i18n/register-watch-catalog';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CourseCard } from '../../../features/course/components/course-card';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { appNavigate } from '../../../lib/navigation';
import { WatchPages } from '../../../lib/watch-pages';
import { myCoursesQueryOptions, useMyCourses } from '../../../features/course/api/get-my-courses';
import styles from './course-pages.module.css';

/** 我的课程: the courses the member follows or bought. */
export function MyCoursesPage() {
  const { t } = useTranslation();
  const list = useMyCourses();
  const empty =
    !list.isPending && !list.isError && list.data?.pages[0]?.rows.length === 0 ? (
      <EmptyState title={t('watch.myCoursesEmpty')}>
        <Button
          size="small"
          color="primary"
          fill="outline"
          onClick={() => appNavigate(WatchPages.courseList)}
        >
          {t('watch.browseCourses')}
        </Button>
      </EmptyState>
    ) : null;
  return (
    <PageShell title={t('watch.myCoursesTitle')}>
      <PagedList
        query={list}
        queryKey={myCoursesQueryOptions().queryKey}
        override={empty}
        renderItem={(item) => <CourseCard item={item} />}
        itemKey={(item) => item.id}
        emptyTitle={t('watch.myCoursesEmpty')}
        errorTitle={t('watch.courseFailed')}
        className={styles.listTop}
      />
    </PageShell>
  );
}
