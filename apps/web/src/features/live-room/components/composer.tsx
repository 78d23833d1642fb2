import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { PictureOutline, SmileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { hasImageExtension } from '@app/client-core/validators/file-extension';
import { IMAGE_UPLOAD_MAX_BYTES } from '@app/contract/limits';
import { LiveMsg, Msg } from '@app/contract/messages';
import { showToast } from '../../../lib/toast';
import { uploadImage } from '../api/upload-image';
import { EmojiPanel } from '../../../components/emoji-panel';
import { imageHtml, textToHtml } from '../../../lib/message-html';
import styles from './composer.module.css';

/** teacher: posts to the room; member: comments are open; closed: comments are off; visitor: not logged in. */
export type ComposerMode = 'teacher' | 'member' | 'closed' | 'visitor';

export interface ComposerQuote {
  id: number;
  /** Reduced quote text (SPEC §5). */
  text: string;
}

interface ComposerProps {
  mode: ComposerMode;
  quote: ComposerQuote | null;
  onCancelQuote: () => void;
  /** Hands the message to the socket; false when it could not be sent (the caller has said why). */
  onSend: (message: { content: string; pic: string | null }) => boolean;
  onLogin: () => void;
  upload?: (file: File) => Promise<string>;
}

/**
 * The room's input: text with emoji, one picture per upload, and the message being quoted.
 * The upload control shows only while the input is empty, otherwise the send button (SPEC §2).
 */
export function Composer({
  mode,
  quote,
  onCancelQuote,
  onSend,
  onLogin,
  upload = uploadImage,
}: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  if (mode === 'visitor')
    return (
      <div className={styles.composer}>
        <button type="button" className={styles.prompt} onClick={onLogin} data-testid="login-to-comment">
          {t('liveMsg.loginToComment')}
        </button>
      </div>
    );
  if (mode === 'closed')
    return (
      <div className={styles.composer}>
        <p className={styles.closed}>{t('liveMsg.commentsClosed')}</p>
      </div>
    );

  const send = () => {
    if (!text.trim()) {
      showToast(Msg.contentEmpty);
      return;
    }
    if (onSend({ content: textToHtml(text), pic: null })) {
      setText('');
      setEmojiOpen(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
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

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!hasImageExtension(file.name)) {
      showToast(Msg.uploadUnsupported);
      return;
    }
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
      showToast(LiveMsg.uploadTooLarge);
      return;
    }
    setUploading(true);
    try {
      const url = await upload(file);
      onSend({ content: imageHtml(url), pic: url });
    } catch {
      // the request wrapper has already said what went wrong
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className={styles.composer}>
      {quote ? (
        <div className={styles.quoteBar} data-testid="quote-bar">
          <span className={styles.quoteLabel}>{t('live.quoting')}</span>
          <span className={styles.quoteText}>{quote.text}</span>
          <button
            type="button"
            className={styles.quoteCancel}
            onClick={onCancelQuote}
            aria-label={t('live.cancelQuote')}
          >
            ✕
          </button>
        </div>
      ) : null}
      <div className={styles.row}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('live.emoji')}
          aria-expanded={emojiOpen}
          data-testid="emoji-button"
          onClick={() => setEmojiOpen((open) => !open)}
        >
          <SmileOutline />
        </button>
        <textarea
          ref={inputRef}
          className={styles.input}
          value={text}
          rows={1}
          maxLength={1000}
          enterKeyHint="send"
          placeholder={mode === 'teacher' ? t('live.teacherInputPlaceholder') : t('live.inputPlaceholder')}
          aria-label={t('live.inputLabel')}
          data-testid="composer-input"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {text === '' ? (
          <label
            className={uploading ? `${styles.upload} ${styles.uploading}` : styles.upload}
            data-testid="upload-control"
            aria-busy={uploading}
          >
            {uploading ? (
              <span className={styles.uploadingText}>{t('msg.uploading')}</span>
            ) : (
              <PictureOutline aria-hidden="true" />
            )}
            <input
              type="file"
              accept="image/png,image/jpeg,image/gif,image/bmp"
              className={styles.fileInput}
              aria-label={t('live.uploadImage')}
              disabled={uploading}
              onChange={(event) => void onFile(event)}
            />
          </label>
        ) : (
          <button type="button" className={styles.send} onClick={send} data-testid="send-button">
            {t('live.send')}
          </button>
        )}
      </div>
      {emojiOpen ? <EmojiPanel onPick={insertEmoji} /> : null}
    </div>
  );
}
