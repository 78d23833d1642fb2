import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { useQuestionnaire } from '../api/get-questionnaire';
import styles from './interactive.module.css';

/** A teacher's quiz inside a room: its size and, once answered, the member's score. */
export function QuizCard({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuestionnaire(id);
  const quiz = query.data;
  return (
    <div className={styles.quizCard} data-testid="quiz-card">
      <div className={styles.cardHead}>📝 {t('quiz.cardTitle')}</div>
      {quiz ? (
        <>
          <p className={styles.prize}>{quiz.title}</p>
          <div className={styles.meta}>
            <span>{t('quiz.questions', { count: quiz.questions.length, max: quiz.maxScore })}</span>
            {quiz.answer ? (
              <span className={styles.won}>
                {t('quiz.score', { score: quiz.answer.score, max: quiz.maxScore })}
              </span>
            ) : null}
          </div>
          <div className={styles.actions}>
            <Button
              size="small"
              color="primary"
              fill={quiz.answer ? 'outline' : 'solid'}
              onClick={() => appNavigate(withQuery(Pages.questionnaire, { id }))}
            >
              {quiz.answer ? t('questionnaire.title') : t('quiz.answer')}
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.status}>
          {query.isError ? t('questionnaire.failed') : t('lottery.loading')}
        </div>
      )}
    </div>
  );
}
