import { useImperativeHandle, useState, type ChangeEvent, type Ref } from 'react';
import { PictureOutline, SmileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { hasImageExtension } from '@app/client-core/validators/file-extension';
import { IMAGE_UPLOAD_MAX_BYTES } from '@app/contract/limits';
import { LiveMsg, Msg } from '@app/contract/messages';
import { ComposerNotice } from '../../../components/composer-notice';
import parts from '../../../components/composer-parts.module.css';
import { showToast } from '../../../lib/toast';
import { uploadImage } from '../api/upload-image';
import { EmojiPanel } from '../../../components/emoji-panel';
import { imageHtml } from '../../../lib/message-html';
import { useComposerText, type DraftHandle } from '../../../lib/use-composer-text';
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
  /** Hands the message to the room's outbox; false when it could not be taken (the caller has said why). */
  onSend: (message: { content: string; pic: string | null; draft: string }) => boolean;
  onLogin: () => void;
  upload?: (file: File) => Promise<string>;
  /** Where the room gives a refused message's text back. */
  draftRef?: Ref<DraftHandle>;
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
  draftRef,
}: ComposerProps) {
  const { t } = useTranslation();
  const composer = useComposerText<HTMLTextAreaElement>((content, draft) =>
    onSend({ content, pic: null, draft }),
  );
  useImperativeHandle(draftRef, () => ({ restore: composer.restore }));
  const [uploading, setUploading] = useState(false);

  if (mode === 'visitor' || mode === 'closed')
    return (
      <div className={styles.composer}>
        <ComposerNotice
          mode={mode}
          loginLabel={t('liveMsg.loginToComment')}
          closedLabel={t('liveMsg.commentsClosed')}
          onLogin={onLogin}
        />
      </div>
    );

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
      onSend({ content: imageHtml(url), pic: url, draft: '' });
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
      <div className={parts.row}>
        <button
          type="button"
          className={parts.iconButton}
          aria-label={t('live.emoji')}
          aria-expanded={composer.emojiOpen}
          data-testid="emoji-button"
          onClick={composer.toggleEmoji}
        >
          <SmileOutline />
        </button>
        <textarea
          ref={composer.inputRef}
          className={styles.input}
          value={composer.text}
          rows={1}
          maxLength={1000}
          enterKeyHint="send"
          placeholder={mode === 'teacher' ? t('live.teacherInputPlaceholder') : t('live.inputPlaceholder')}
          aria-label={t('live.inputLabel')}
          data-testid="composer-input"
          onChange={(event) => composer.setText(event.target.value)}
          onKeyDown={composer.onKeyDown}
        />
        {composer.text === '' ? (
          <label
            className={`${parts.iconButton} ${styles.upload}${uploading ? ` ${styles.uploading}` : ''}`}
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
          <button type="button" className={parts.send} onClick={composer.submit} data-testid="send-button">
            {t('live.send')}
          </button>
        )}
      </div>
      {composer.emojiOpen ? <EmojiPanel onPick={composer.insertEmoji} /> : null}
    </div>
  );
}
