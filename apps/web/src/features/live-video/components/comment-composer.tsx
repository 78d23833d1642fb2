import { useRef, useState, type KeyboardEvent } from 'react';
import { SmileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { LIVE_MESSAGE_MAX_CHARS } from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import { EmojiPanel } from '../../../components/emoji-panel';
import { textToHtml } from '../../../lib/message-html';
import { showToast } from '../../../lib/toast';
import styles from './comment-composer.module.css';

/** open: may comment; closed: the room's comments are off; visitor: not logged in. */
export type CommentMode = 'open' | 'closed' | 'visitor';

interface CommentComposerProps {
  mode: CommentMode;
  /** Hands the comment (HTML) to the socket; false when it could not be sent (the caller has said why). */
  onSend: (content: string) => boolean;
  onLogin: () => void;
}

/** The video room's comment bar: text with emoji; visitors get a way to log in instead. */
export function CommentComposer({ mode, onSend, onLogin }: CommentComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  if (mode === 'visitor')
    return (
      <div className={styles.bar}>
        <button type="button" className={styles.prompt} onClick={onLogin} data-testid="login-to-comment">
          {t('watch.loginToComment')}
        </button>
      </div>
    );
  if (mode === 'closed')
    return (
      <div className={styles.bar}>
        <p className={styles.closed}>{t('watch.commentsClosed')}</p>
      </div>
    );

  const send = () => {
    if (!text.trim()) {
      showToast(Msg.contentEmpty);
      return;
    }
    if (onSend(textToHtml(text))) {
      setText('');
      setEmojiOpen(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const insertEmoji = (emoji: string) => {
    const input = inputRef.current;
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    // put the caret after the emoji once React has written the new value
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  return (
    <div className={styles.bar}>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('watch.emoji')}
          aria-expanded={emojiOpen}
          data-testid="comment-emoji"
          onClick={() => setEmojiOpen((value) => !value)}
        >
          <SmileOutline />
        </button>
        <input
          ref={inputRef}
          className={styles.input}
          value={text}
          // markup typed as text is escaped before sending, so leave the server's limit some room
          maxLength={LIVE_MESSAGE_MAX_CHARS / 2}
          enterKeyHint="send"
          placeholder={t('watch.commentPlaceholder')}
          aria-label={t('watch.commentPlaceholder')}
          data-testid="comment-input"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.send} onClick={send} data-testid="comment-send">
          {t('watch.send')}
        </button>
      </div>
      {emojiOpen ? <EmojiPanel onPick={insertEmoji} /> : null}
    </div>
  );
}
