import { useState } from 'react';
import { Button } from 'antd-mobile';
import { Popup } from '../../../components/popup';
import { useTranslation } from 'react-i18next';
import { QUIZ_QUESTIONS_MAX, QUIZ_TEXT_MAX_CHARS } from '@app/contract/interactive-constants';
import { showToast } from '../../../lib/toast';
import { usePostQuiz } from '../api/post-quiz';
import styles from './interactive.module.css';

interface Draft {
  title: string;
  options: [string, string, string, string];
  correct: number;
}
const emptyQuestion = (): Draft => ({ title: '', options: ['', '', '', ''], correct: 0 });
const KEYS = ['A', 'B', 'C', 'D'];

/** A teacher's quiz: a title and up to QUIZ_QUESTIONS_MAX questions of two to four options, one right. */
export function PostQuizSheet(props: {
  visible: boolean;
  liveId: number;
  categoryId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const post = usePostQuiz();
  const [title, setTitle] = useState('');
  const [questions, setQuestions] = useState<Draft[]>([emptyQuestion()]);

  const update = (i: number, change: Partial<Draft>) =>
    setQuestions((qs) => qs.map((q, k) => (k === i ? { ...q, ...change } : q)));
  const ready = questions.map((q) => ({
    title: q.title.trim(),
    options: q.options.map((o) => o.trim()).filter(Boolean),
    correct: q.correct,
  }));
  const valid =
    title.trim() !== '' &&
    ready.every(
      (q) => q.title !== '' && q.options.length >= 2 && q.correct < q.options.length && q.options[q.correct],
    );

  const submit = () =>
    post.mutate(
      {
        liveId: props.liveId,
        categoryId: props.categoryId,
        title: title.trim(),
        questions: ready.map((q) => ({ ...q, score: Math.floor(100 / ready.length) })),
      },
      {
        onSuccess: () => {
          showToast(t('quiz.posted'));
          setTitle('');
          setQuestions([emptyQuestion()]);
          props.onClose();
        },
      },
    );

  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <form
        className={styles.sheet}
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) submit();
        }}
      >
        <h2 className={styles.sheetTitle}>{t('quiz.postTitle')}</h2>
        <label className={styles.field}>
          {t('quiz.titleLabel')}
          <input
            className={styles.input}
            value={title}
            maxLength={QUIZ_TEXT_MAX_CHARS}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        {questions.map((q, i) => (
          <fieldset key={i} className={`${styles.section} ${styles.question}`}>
            <label className={styles.field}>
              {t('quiz.questionLabel', { n: i + 1 })}
              <input
                className={styles.input}
                value={q.title}
                maxLength={QUIZ_TEXT_MAX_CHARS}
                onChange={(e) => update(i, { title: e.target.value })}
              />
            </label>
            {q.options.map((o, k) => (
              <label key={k} className={styles.field}>
                {t('quiz.optionLabel', { key: KEYS[k] })}
                <input
                  className={styles.input}
                  value={o}
                  maxLength={QUIZ_TEXT_MAX_CHARS}
                  onChange={(e) => {
                    const options = [...q.options] as Draft['options'];
                    options[k] = e.target.value;
                    update(i, { options });
                  }}
                />
              </label>
            ))}
            <label className={styles.field}>
              {t('quiz.correctLabel')}
              <select
                className={styles.input}
                value={q.correct}
                onChange={(e) => update(i, { correct: Number(e.target.value) })}
              >
                {KEYS.map((key, k) => (
                  <option key={key} value={k}>
                    {key}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
        ))}
        {questions.length < QUIZ_QUESTIONS_MAX ? (
          <Button block fill="outline" onClick={() => setQuestions((qs) => [...qs, emptyQuestion()])}>
            {t('quiz.addQuestion')}
          </Button>
        ) : null}
        <Button
          block
          color="primary"
          type="submit"
          disabled={!valid}
          loading={post.isPending}
          style={{ marginTop: 8 }}
        >
          {t('quiz.post')}
        </Button>
      </form>
    </Popup>
  );
}
