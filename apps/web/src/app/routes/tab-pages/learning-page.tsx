import '../../../i18n/register-member-center-catalog';
import '../../../i18n/register-watch-catalog';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { StorageKey } from '@app/contract/storage-keys';
import { PageShell } from '../../../components/page-shell';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { useStoredValue } from '../../../lib/use-stored-value';
import { WatchPages } from '../../../lib/watch-pages';
import { useMyCourses } from '../../../features/course/api/get-my-courses';
import { CourseCard } from '../../../features/course/components/course-card';
import { useHomeInfo } from '../../../features/home/api/get-home-info';
import { useHomeworkList } from '../../../features/homework/api/get-homework-list';
import { HomeworkCard } from '../../../features/homework/components/homework-card';
import { NotificationEntry } from '../../../features/push/components/notification-entry';
import { DashboardSection } from './dashboard-section';
import styles from './tab-pages.module.css';

const PREVIEW = 3;

/**
 * /pages/page/index/index, the first tab-bar page (labelled with the product name): the member's learning
 * center — notifications, homework still to answer, the courses they follow. See docs/decisions for why.
 */
export function LearningPage() {
  const { t } = useTranslation();
  const name = useHomeInfo().data?.title || t('app.name');
  const nickname = useStoredValue(StorageKey.name);
  const homework = useHomeworkList(null);
  const courses = useMyCourses();
  const todo = (homework.data?.pages.flatMap((p) => p.rows) ?? [])
    .filter((h) => h.score === null)
    .slice(0, PREVIEW);
  const mine = (courses.data?.pages.flatMap((p) => p.rows) ?? []).slice(0, PREVIEW);

  return (
    <PageShell title={name}>
      <header className={styles.hero}>
        <h1 className={styles.brand}>{t('tabPages.learnTitle')}</h1>
        <p className={styles.greeting}>{t('tabPages.hello', { name: nickname || name })}</p>
      </header>
      <NotificationEntry />
      <DashboardSection
        title={t('tabPages.todoHomework')}
        more={Pages.homeworkList}
        state={homework}
        isEmpty={todo.length === 0}
        emptyText={t('tabPages.noTodoHomework')}
        testId="todo-homework"
      >
        {todo.map((item) => (
          <HomeworkCard
            key={item.id}
            item={item}
            onOpen={(id) => appNavigate(withQuery(Pages.homeworkAnswerList, { id }))}
          />
        ))}
      </DashboardSection>
      <DashboardSection
        title={t('tabPages.myCourses')}
        more={WatchPages.myCourse}
        state={courses}
        isEmpty={mine.length === 0}
        emptyText={t('tabPages.noCourses')}
        testId="my-courses"
      >
        {mine.map((item) => (
          <CourseCard key={item.id} item={item} />
        ))}
      </DashboardSection>
    </PageShell>
  );
}
