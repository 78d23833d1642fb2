import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_QUESTION_MAX_CHARS } from '@app/contract/ai';
import styles from './ai-chat.module.css';

/** The question box: Enter sends (not while an input method is composing), Shift+Enter breaks the line. */
export function AiComposer({
  value,
  onChange,
  onSend,
  onStop,
  streaming,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  streaming: boolean;
}) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!streaming) onSend();
    }
  };
  return (
    <div className={styles.composer}>
      <textarea
        className={styles.input}
        value={value}
        rows={1}
        maxLength={AI_QUESTION_MAX_CHARS}
        placeholder={t('ai.placeholder')}
        aria-label={t('ai.placeholder')}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {streaming ? (
        <button type="button" className={`${styles.sendButton} ${styles.stopButton}`} onClick={onStop}>
          {t('ai.stop')}
        </button>
      ) : (
        <button type="button" className={styles.sendButton} onClick={onSend} disabled={!value.trim()}>
          {t('ai.send')}
        </button>
      )}
    </div>
  );
}
