import '../../../i18n/register-member-center-catalog';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { StorageKey } from '@app/contract/storage-keys';
import { PagedList } from '../../../components/paged-list';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { useStoredValue } from '../../../lib/use-stored-value';
import { homeworkListQueryOptions, useHomeworkList } from '../../../features/homework/api/get-homework-list';
import { HomeworkCard } from '../../../features/homework/components/homework-card';
import styles from '../../../components/center-cards.module.css';

/** The course page's 作业 tab: this course's homework with the member's scores; a visitor is sent to log in. */
export function CourseHomework({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const loggedIn = useStoredValue(StorageKey.token) !== null;
  const list = useHomeworkList(courseId);
  return (
    <PagedList
      query={list}
      queryKey={homeworkListQueryOptions(courseId).queryKey}
      renderItem={(item) => (
        <HomeworkCard
          item={item}
          onOpen={(id) => appNavigate(loggedIn ? withQuery(Pages.homeworkAnswerList, { id }) : Pages.login)}
        />
      )}
      itemKey={(item) => item.id}
      emptyTitle={t('homework.empty')}
      errorTitle={t('homework.failed')}
      listClassName={styles.list}
    />
  );
}
