import '../../../i18n/register-interactive-catalog';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { StorageKey } from '@app/contract/storage-keys';
import { DetailState } from '../../../components/detail-state';
import { PageShell } from '../../../components/page-shell';
import { Skeleton } from '../../../components/skeleton';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { positiveId } from '../../../lib/positive-id';
import { useStoredValue } from '../../../lib/use-stored-value';
import { useQuestionnaire } from '../../../features/interactive/api/get-questionnaire';
import { QuestionnairePreview } from '../../../features/interactive/components/questionnaire-preview';

/**
 * /pages/applets/template/authorized/index?id=: where a shared questionnaire link, or the mini-program after
 * the user authorized, lands. A signed-in member goes straight on to answer it (template/index, replacing
 * this page); a visitor sees what it asks and is sent to log in, which then continues to the answer page.
 */
export function QuestionnaireAuthorizedPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = positiveId(searchParams.get('id'));
  const member = !!useStoredValue(StorageKey.token);
  const answerPage = id === null ? null : withQuery(Pages.questionnaire, { id });

  useEffect(() => {
    if (member && answerPage) appNavigate(answerPage, 'redirectTo');
  }, [member, answerPage]);

  const query = useQuestionnaire(id ?? 0, id !== null && !member);
  return (
    <PageShell title={query.data?.title ?? t('questionnaire.authorizedTitle')}>
      {member && answerPage ? (
        <Skeleton lines={8} />
      ) : (
        <DetailState
          id={id}
          query={query}
          notFoundTitle={t('questionnaire.notFound')}
          errorTitle={t('questionnaire.failed')}
          skeleton={<Skeleton lines={8} />}
        >
          {(questionnaire) => (
            // The route guard remembers the answer page when it sends the visitor to log in.
            <QuestionnairePreview questionnaire={questionnaire} onAnswer={() => appNavigate(answerPage!)} />
          )}
        </DetailState>
      )}
    </PageShell>
  );
}
