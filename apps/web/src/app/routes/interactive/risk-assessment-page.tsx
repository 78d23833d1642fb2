import '../../../i18n/register-interactive-catalog';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pages } from '@app/contract/pages';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { positiveId } from '../../../lib/positive-id';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { Skeleton } from '../../../components/skeleton';
import { useQuestionnaire } from '../../../features/interactive/api/get-questionnaire';
import { useRiskProfile } from '../../../features/interactive/api/get-risk-profile';
import { QuestionnaireForm } from '../../../features/interactive/components/questionnaire-form';
import { RiskLevelTable, RiskProfileCard } from '../../../features/interactive/components/risk-profile-card';
import styles from '../../../features/interactive/components/interactive.module.css';

/**
 * /pages/mine/riskAssessment/index: the member's risk level (C1–C5) with its date, and the suitability
 * questionnaire to take it or take it again.
 */
export function RiskAssessmentPage() {
  const { t } = useTranslation();
  const profile = useRiskProfile();
  // Sent here by an order that needs a risk level: offer the way back once there is a result.
  const goodsId = positiveId(useSearchParams()[0].get('goodsId'));
  const [taking, setTaking] = useState(false);
  const questionnaire = useQuestionnaire(null, taking);

  let body;
  if (taking) {
    if (questionnaire.isError)
      body = <LoadError title={t('questionnaire.failed')} onRetry={() => void questionnaire.refetch()} />;
    else if (!questionnaire.data) body = <Skeleton lines={8} />;
    else body = <QuestionnaireForm questionnaire={questionnaire.data} onDone={() => setTaking(false)} />;
  } else if (profile.isError) {
    body = <LoadError title={t('questionnaire.failed')} onRetry={() => void profile.refetch()} />;
  } else if (profile.isPending) {
    body = <Skeleton lines={5} />;
  } else {
    body = (
      <div className={styles.page}>
        {profile.data ? (
          <RiskProfileCard profile={profile.data} />
        ) : (
          <EmptyState title={t('risk.none')} description={t('risk.intro')} />
        )}
        <Button block color="danger" onClick={() => setTaking(true)} data-testid="risk-start">
          {profile.data ? t('risk.retake') : t('risk.start')}
        </Button>
        {profile.data && goodsId !== null ? (
          <Button
            block
            color="primary"
            fill="outline"
            style={{ marginTop: 8 }}
            onClick={() => appNavigate(withQuery(Pages.orderIndex, { goodsId }))}
            data-testid="risk-back-to-order"
          >
            {t('risk.backToOrder')}
          </Button>
        ) : null}
        <div style={{ height: 12 }} />
        <RiskLevelTable />
      </div>
    );
  }
  return <PageShell title={t('risk.title')}>{body}</PageShell>;
}
