import { useImperativeHandle, type Ref } from 'react';
import { SmileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { LIVE_MESSAGE_MAX_CHARS } from '@app/contract/limits';
import { ComposerNotice } from '../../../components/composer-notice';
import parts from '../../../components/composer-parts.module.css';
import { EmojiPanel } from '../../../components/emoji-panel';
import { useComposerText, type DraftHandle } from '../../../lib/use-composer-text';
import styles from './comment-composer.module.css';

/** open: may comment; closed: the room's comments are off; visitor: not logged in. */
export type CommentMode = 'open' | 'closed' | 'visitor';

interface CommentComposerProps {
  mode: CommentMode;
  /** Hands the comment (HTML, and the text as typed) to the room's outbox; false when it was not taken. */
  onSend: (content: string, draft: string) => boolean;
  onLogin: () => void;
  /** Where the room gives a refused comment's text back. */
  draftRef?: Ref<DraftHandle>;
}

/** The video room's comment bar: text with emoji; visitors get a way to log in instead. */
export function CommentComposer({ mode, onSend, onLogin, draftRef }: CommentComposerProps) {
  const { t } = useTranslation();
  const composer = useComposerText<HTMLInputElement>(onSend);
  useImperativeHandle(draftRef, () => ({ restore: composer.restore }));

  if (mode !== 'open')
    return (
      <div className={styles.bar}>
        <ComposerNotice
          mode={mode}
          loginLabel={t('watch.loginToComment')}
          closedLabel={t('watch.commentsClosed')}
          onLogin={onLogin}
        />
      </div>
    );

  return (
    <div className={styles.bar}>
      <div className={parts.row}>
        <button
          type="button"
          className={parts.iconButton}
          aria-label={t('watch.emoji')}
          aria-expanded={composer.emojiOpen}
          data-testid="comment-emoji"
          onClick={composer.toggleEmoji}
        >
          <SmileOutline />
        </button>
        <input
          ref={composer.inputRef}
          className={styles.input}
          value={composer.text}
          // markup typed as text is escaped before sending, so leave the server's limit some room
          maxLength={LIVE_MESSAGE_MAX_CHARS / 2}
          enterKeyHint="send"
          placeholder={t('watch.commentPlaceholder')}
          aria-label={t('watch.commentPlaceholder')}
          data-testid="comment-input"
          onChange={(event) => composer.setText(event.target.value)}
          onKeyDown={composer.onKeyDown}
        />
        <button type="button" className={parts.send} onClick={composer.submit} data-testid="comment-send">
          {t('watch.send')}
        </button>
      </div>
      {composer.emojiOpen ? <EmojiPanel onPick={composer.insertEmoji} /> : null}
    </div>
  );
}
