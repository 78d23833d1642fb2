import '../../../i18n/register-member-center-catalog';
import { Tabs } from '../../../components/tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pages } from '@app/contract/pages';
import { StorageKey } from '@app/contract/storage-keys';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { positiveId } from '../../../lib/positive-id';
import { useStoredValue } from '../../../lib/use-stored-value';
import {
  homeworkAnswersQueryOptions,
  useHomeworkAnswers,
} from '../../../features/homework/api/get-homework-answers';
import { homeworkListQueryOptions, useHomeworkList } from '../../../features/homework/api/get-homework-list';
import { HomeworkAnswerCard, HomeworkCard } from '../../../features/homework/components/homework-card';
import styles from '../../../components/center-cards.module.css';

/**
 * 作业 (homeworkList, optional courseId): every homework with the member's score, and the member's past
 * submissions. A homework opens its answer sheet (homeworkAnswerList?id=).
 */
export function HomeworkListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const courseId = positiveId(params.get('courseId'));
  const tab = params.get('tab') === 'mine' ? 'mine' : 'all';
  const loggedIn = useStoredValue(StorageKey.token) !== null;
  const list = useHomeworkList(courseId);
  const answers = useHomeworkAnswers(loggedIn && tab === 'mine');
  const open = (id: number) =>
    appNavigate(loggedIn ? withQuery(Pages.homeworkAnswerList, { id }) : Pages.login);

  return (
    <PageShell title={t('homework.title')}>
      {loggedIn ? (
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'mine' ? { tab: 'mine' } : {}, { replace: true })}
        >
          <Tabs.Tab key="all" title={t('homework.tabAll')} />
          <Tabs.Tab key="mine" title={t('homework.tabMine')} />
        </Tabs>
      ) : null}
      {tab === 'mine' && loggedIn ? (
        <PagedList
          query={answers}
          queryKey={homeworkAnswersQueryOptions().queryKey}
          renderItem={(item) => <HomeworkAnswerCard item={item} onOpen={open} />}
          itemKey={(item) => item.id}
          emptyTitle={t('homework.answersEmpty')}
          errorTitle={t('homework.failed')}
          listClassName={styles.list}
        />
      ) : (
        <PagedList
          query={list}
          queryKey={homeworkListQueryOptions(courseId).queryKey}
          renderItem={(item) => <HomeworkCard item={item} onOpen={open} />}
          itemKey={(item) => item.id}
          emptyTitle={t('homework.empty')}
          errorTitle={t('homework.failed')}
          listClassName={styles.list}
        />
      )}
    </PageShell>
  );
}
