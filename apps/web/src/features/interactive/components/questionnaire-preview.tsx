import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Questionnaire } from '@app/contract/interactive';
import styles from './interactive.module.css';

/**
 * A questionnaire as a visitor sees it from a shared or authorized link: what it is, how many questions and
 * which, and one way on to answer it (signing in first). Answers are a member's, so nothing is chosen here.
 */
export function QuestionnairePreview({
  questionnaire,
  onAnswer,
}: {
  questionnaire: Questionnaire;
  onAnswer: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-testid="questionnaire-preview">
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{questionnaire.title}</h2>
        {questionnaire.description ? <p>{questionnaire.description}</p> : null}
        <p className={styles.meta}>
          {t('questionnaire.questionCount', { count: questionnaire.questions.length })}
          {' · '}
          {questionnaire.kind === 'risk' ? t('questionnaire.riskHint') : t('questionnaire.quizHint')}
        </p>
      </section>
      <section className={styles.section}>
        <ol className={styles.previewList}>
          {questionnaire.questions.map((question) => (
            <li key={question.id}>{question.title}</li>
          ))}
        </ol>
      </section>
      <Button block color="danger" onClick={onAnswer} data-testid="questionnaire-login">
        {t('questionnaire.loginToAnswer')}
      </Button>
    </div>
  );
}
