import '../../../i18n/register-member-center-catalog';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pages } from '@app/contract/pages';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { Skeleton } from '../../../components/skeleton';
import { positiveId } from '../../../lib/positive-id';
import { showSuccess } from '../../../lib/toast';
import { useHomework } from '../../../features/homework/api/get-homework';
import { useSubmitHomework } from '../../../features/homework/api/submit-homework';
import { AnswerSheet } from '../../../features/homework/components/answer-sheet';
import { isRequestError } from '@app/client-core/request/request-error';
import { ResultCode } from '@app/contract/result-code';
import { Button } from 'antd-mobile';
import { appNavigate } from '../../../lib/navigation';
import styles from '../../../components/center-cards.module.css';

/** homeworkAnswerList?id=: one homework's answer sheet; after the one submission, score, answers and explanations. */
export function HomeworkAnswerPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = positiveId(params.get('id'));
  const homework = useHomework(id);
  const submit = useSubmitHomework();

  let body;
  const notFound =
    id === null ||
    (homework.isError && isRequestError(homework.error) && homework.error.code === ResultCode.notFound);
  if (notFound)
    body = (
      <EmptyState title={t('homework.notFound')}>
        <Button size="small" onClick={() => appNavigate(Pages.homeworkList, 'redirectTo')}>
          {t('homework.title')}
        </Button>
      </EmptyState>
    );
  else if (homework.isPending) body = <Skeleton lines={8} />;
  else if (homework.isError || !homework.data) body = <LoadError onRetry={() => void homework.refetch()} />;
  else {
    const data = homework.data;
    body = (
      <>
        <section className={styles.section}>
          <h2 className={styles.cardTitle}>{data.title}</h2>
          <div className={styles.meta}>
            <span>{t('homework.course', { title: data.courseTitle })}</span>
            <span>{t('homework.fullScore', { score: data.totalScore })}</span>
          </div>
          {data.description ? <p className={styles.body}>{data.description}</p> : null}
        </section>
        <AnswerSheet
          key={data.submission ? 'done' : 'open'}
          homework={data}
          submitting={submit.isPending}
          onSubmit={(answers) =>
            submit.mutate(
              { homeworkId: data.id, answers },
              {
                onSuccess: () => showSuccess(t('homework.result')),
                // Submitted elsewhere meanwhile: show the stored result.
                onError: () => void homework.refetch(),
              },
            )
          }
        />
      </>
    );
  }
  return <PageShell title={homework.data?.title ?? t('homework.courseHomework')}>{body}</PageShell>;
}
