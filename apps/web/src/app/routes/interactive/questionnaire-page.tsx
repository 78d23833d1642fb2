import '../../../i18n/register-interactive-catalog';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DetailState } from '../../../components/detail-state';
import { PageShell } from '../../../components/page-shell';
import { Skeleton } from '../../../components/skeleton';
import { positiveId } from '../../../lib/positive-id';
import { useQuestionnaire } from '../../../features/interactive/api/get-questionnaire';
import { QuestionnaireForm } from '../../../features/interactive/components/questionnaire-form';

/** /pages/applets/template/index?id=: a teacher's quiz from a room; answered once, then the score and answers. */
export function QuestionnairePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = positiveId(searchParams.get('id'));
  const query = useQuestionnaire(id ?? 0, id !== null);
  return (
    <PageShell title={query.data?.title ?? t('questionnaire.title')}>
      <DetailState
        id={id}
        query={query}
        notFoundTitle={t('questionnaire.notFound')}
        errorTitle={t('questionnaire.failed')}
        skeleton={<Skeleton lines={8} />}
      >
        {(questionnaire) => (
          <QuestionnaireForm key={questionnaire.answer ? 'answered' : 'open'} questionnaire={questionnaire} />
        )}
      </DetailState>
    </PageShell>
  );
}
