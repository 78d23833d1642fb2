import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AnswerResult, Questionnaire } from '@app/contract/interactive';
import { showToast } from '../../../lib/toast';
import { useAnswerQuestionnaire } from '../api/answer-questionnaire';
import styles from './interactive.module.css';

/**
 * The questions with their options (A, B, C...): one choice each, then submit. Once a quiz is answered the
 * member's choices and the right answers are shown instead, read-only.
 */
export function QuestionnaireForm({
  questionnaire,
  onDone,
}: {
  questionnaire: Questionnaire;
  onDone?: (result: AnswerResult) => void;
}) {
  const { t } = useTranslation();
  const answer = useAnswerQuestionnaire();
  const given = questionnaire.answer;
  const [choices, setChoices] = useState<Record<string, string>>(given?.answers ?? {});
  const complete = questionnaire.questions.every((q) => choices[String(q.id)]);

  const submit = () => {
    if (!complete) return showToast(t('questionnaire.answerAll'));
    answer.mutate({ id: questionnaire.id, answers: choices }, { onSuccess: (result) => onDone?.(result) });
  };

  return (
    <form
      className={styles.page}
      data-testid="questionnaire-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <section className={styles.section}>
        <h1 className={styles.sectionTitle}>{questionnaire.title}</h1>
        {questionnaire.description ? <p className={styles.status}>{questionnaire.description}</p> : null}
        {given ? (
          <p className={styles.won} data-testid="quiz-score">
            {t('questionnaire.yourScore', { score: given.score, max: questionnaire.maxScore })}
          </p>
        ) : null}
      </section>
      {questionnaire.questions.map((q, i) => {
        const key = String(q.id);
        const right = given?.correct?.[key];
        return (
          <fieldset key={q.id} className={`${styles.section} ${styles.question}`}>
            <legend className={styles.questionTitle}>
              {i + 1}. {q.title}
            </legend>
            {q.options.map((o) => {
              const chosen = choices[key] === o.key;
              const cls = right === o.key ? styles.optionRight : chosen ? styles.optionChosen : styles.option;
              return (
                <button
                  key={o.key}
                  type="button"
                  className={cls}
                  aria-pressed={chosen}
                  disabled={!!given}
                  onClick={() => setChoices((c) => ({ ...c, [key]: o.key }))}
                >
                  <span className={styles.optionKey}>{o.key}</span>
                  {o.text}
                </button>
              );
            })}
            {right ? <p className={styles.status}>{t('questionnaire.rightAnswer', { key: right })}</p> : null}
          </fieldset>
        );
      })}
      {given ? null : (
        <Button
          block
          color="danger"
          type="submit"
          loading={answer.isPending}
          data-testid="questionnaire-submit"
        >
          {t('questionnaire.submit')}
        </Button>
      )}
    </form>
  );
}
