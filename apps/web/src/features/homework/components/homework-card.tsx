import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import type { HomeworkAnswerItem, HomeworkSummary } from '@app/contract/member-center';
import styles from '../../../components/center-cards.module.css';

/** A homework in the list: course, question count, full marks and the member's score or 未作答. */
export function HomeworkCard({ item, onOpen }: { item: HomeworkSummary; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.card} onClick={() => onOpen(item.id)} data-testid="homework-item">
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{item.title}</h3>
        {item.score === null ? (
          <span className={styles.tag}>{t('homework.notAnswered')}</span>
        ) : (
          <span className={styles.score}>{t('homework.scored', { score: item.score })}</span>
        )}
      </div>
      <div className={styles.meta}>
        <span>{t('homework.course', { title: item.courseTitle })}</span>
      </div>
      <div className={styles.meta}>
        <span>{t('homework.questions', { count: item.questionCount })}</span>
        <span>{t('homework.fullScore', { score: item.totalScore })}</span>
        <span>{formatRelativeTime(item.dateTime)}</span>
      </div>
    </button>
  );
}

/** A past submission: which homework, score out of full marks, right answers and when. */
export function HomeworkAnswerCard({
  item,
  onOpen,
}: {
  item: HomeworkAnswerItem;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => onOpen(item.homeworkId)}
      data-testid="homework-answer"
    >
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{item.title}</h3>
        <span className={styles.score}>
          {item.score}/{item.totalScore}
        </span>
      </div>
      <div className={styles.meta}>
        <span>{item.courseTitle}</span>
        <span>{t('homework.correctCount', { correct: item.correctCount, total: item.questionCount })}</span>
        <span>{t('homework.submittedAt', { time: formatRelativeTime(item.dateTime) })}</span>
      </div>
    </button>
  );
}
