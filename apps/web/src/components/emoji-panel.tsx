import { useTranslation } from 'react-i18next';
import { EMOJI_LIST } from './emoji-list';
import styles from './emoji-panel.module.css';

/** Grid of common emoji; picking one inserts it at the composer's cursor. */
export function EmojiPanel({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.emojiPanel} role="group" aria-label={t('live.emoji')} data-testid="emoji-panel">
      {EMOJI_LIST.map((emoji) => (
        <button
          key={emoji}
          type="button"
          className={styles.emoji}
          // keep the textarea focused (and its selection) while picking
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(emoji)}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
