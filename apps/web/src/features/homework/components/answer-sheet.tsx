import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { HomeworkDetail, HomeworkQuestion } from '@app/contract/member-center';
import { confirmDialog } from '../../../lib/confirm-dialog';
import { showToast } from '../../../lib/toast';
import styles from '../../../components/center-cards.module.css';

/** Toggles a label: single choice keeps one, multiple keeps a sorted set ("AC"). */
export function toggleChoice(current: string, label: string, type: HomeworkQuestion['type']): string {
  if (type === 'single') return label;
  const set = new Set(current);
  if (set.has(label)) set.delete(label);
  else set.add(label);
  return [...set].sort().join('');
}

interface AnswerSheetProps {
  homework: HomeworkDetail;
  submitting: boolean;
  onSubmit: (answers: Array<{ questionId: number; choice: string }>) => void;
}

/**
 * The questions with options A–K. Before submitting the member picks; after, the sheet shows their choice
 * against the right answer with the explanation (the server sends answers only then).
 */
export function AnswerSheet({ homework, submitting, onSubmit }: AnswerSheetProps) {
  const { t } = useTranslation();
  const done = homework.submission;
  const [choices, setChoices] = useState<Record<number, string>>({});
  const chosenOf = (q: HomeworkQuestion) =>
    done ? (done.answers[String(q.id)] ?? '') : (choices[q.id] ?? '');
  const missing = homework.questions.filter((q) => !choices[q.id]).length;

  const submit = async () => {
    if (missing > 0) {
      showToast(t('homework.unanswered', { count: missing }));
      return;
    }
    if (!(await confirmDialog(t('common.dialogTitle'), t('homework.submitConfirm')))) return;
    onSubmit(homework.questions.map((q) => ({ questionId: q.id, choice: choices[q.id]! })));
  };

  return (
    <>
      {done ? (
        <div className={styles.resultBox} data-testid="homework-result">
          <div>{t('homework.result')}</div>
          <div className={styles.resultScore} data-testid="homework-score">
            {done.score}
            <small>/{done.totalScore}</small>
          </div>
          <div>
            {t('homework.correctCount', { correct: done.correctCount, total: homework.questions.length })}
          </div>
        </div>
      ) : null}
      {homework.questions.map((q, index) => {
        const chosen = chosenOf(q);
        const right = q.answer ?? '';
        return (
          <section key={q.id} className={styles.section} data-testid="homework-question">
            <div className={styles.cardHead}>
              <span className={styles.tag}>
                {t(q.type === 'single' ? 'homework.single' : 'homework.multiple')}
              </span>
              <span className={styles.meta} style={{ marginTop: 0 }}>
                {t('homework.points', { score: q.score })}
              </span>
              {done ? (
                <span className={`${styles.tag} ${chosen === right ? styles.tagOk : styles.tagBrand}`}>
                  {t(chosen === right ? 'homework.correct' : 'homework.wrong')}
                </span>
              ) : null}
            </div>
            <p className={styles.body}>
              {index + 1}. {q.stem}
            </p>
            <div className={styles.options} role={q.type === 'single' ? 'radiogroup' : 'group'}>
              {q.options.map((option) => {
                const isChosen = chosen.includes(option.label);
                let tone = isChosen ? styles.optionChosen : '';
                if (done && right.includes(option.label)) tone = styles.optionRight;
                else if (done && isChosen) tone = styles.optionWrong;
                return (
                  <button
                    key={option.label}
                    type="button"
                    role={q.type === 'single' ? 'radio' : 'checkbox'}
                    aria-checked={isChosen}
                    disabled={Boolean(done)}
                    className={`${styles.option} ${tone}`}
                    onClick={() =>
                      setChoices((prev) => ({
                        ...prev,
                        [q.id]: toggleChoice(prev[q.id] ?? '', option.label, q.type),
                      }))
                    }
                  >
                    <span className={styles.label}>{option.label}</span>
                    <span>{option.text}</span>
                  </button>
                );
              })}
            </div>
            {done ? (
              <div className={styles.explain}>
                <div>
                  {t('homework.yourAnswer', { answer: chosen || '—' })}
                  {' · '}
                  {t('homework.rightAnswer', { answer: right })}
                </div>
                {q.explanation ? (
                  <div>
                    <b>{t('homework.explanation')}：</b>
                    {q.explanation}
                  </div>
                ) : null}
              </div>
            ) : null}
          </section>
        );
      })}
      {done ? null : (
        <div className={styles.footer}>
          <Button block color="primary" loading={submitting} onClick={() => void submit()}>
            {t('homework.submit')}
          </Button>
        </div>
      )}
    </>
  );
}
