import { memo } from 'react';
import { Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import type { LiveMessage } from '@app/contract/live';
import { LazyImage } from '../../../components/lazy-image';
import { RichText } from '../../../components/rich-text';
import { authorName } from './author-name';
import { openImage } from './open-image';
import styles from './message-item.module.css';

export interface MessageActions {
  /** Quote (or, for a teacher answering a member, reply to) this message; absent when the viewer cannot post. */
  onQuote?: (msg: LiveMessage) => void;
  /** Teachers only: hide (0) or restore (1) a member comment. */
  onStatus?: (msg: LiveMessage, status: 0 | 1) => void;
  onToggleSelect?: (msg: LiveMessage) => void;
}

interface MessageItemProps extends MessageActions {
  msg: LiveMessage;
  viewerIsTeacher: boolean;
  highlighted?: boolean;
  selecting?: boolean;
  selected?: boolean;
}

/** One message bubble: teacher posts and member comments look different; quotes, pictures, actions. */
export const MessageItem = memo(function MessageItem({
  msg,
  viewerIsTeacher,
  highlighted,
  selecting,
  selected,
  onQuote,
  onStatus,
  onToggleSelect,
}: MessageItemProps) {
  const { t } = useTranslation();
  const isTeacherPost = msg.teacher !== null;
  const hidden = msg.status === 0;
  const name = authorName(msg) || t('msg.nameMissing');
  const avatar = msg.teacher?.avatar ?? msg.member?.avatar ?? null;
  const showPic = !!msg.pic && !msg.content.includes(msg.pic);
  const classes = [
    styles.item,
    isTeacherPost ? styles.teacher : styles.member,
    hidden ? styles.hidden : '',
    highlighted ? styles.highlighted : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <article
      className={classes}
      data-testid="live-message"
      data-message-id={msg.id}
      data-status={msg.status}
      aria-current={highlighted ? 'true' : undefined}
    >
      {selecting ? (
        <Checkbox
          className={styles.select}
          checked={!!selected}
          onChange={() => onToggleSelect?.(msg)}
          aria-label={t('live.selectMessage')}
        />
      ) : null}
      <span className={styles.avatar} aria-hidden="true">
        {avatar ? (
          <LazyImage src={avatar} alt="" ratio={1} round />
        ) : (
          <span className={styles.initial}>{Array.from(name)[0]}</span>
        )}
      </span>
      <div className={styles.body}>
        <header className={styles.meta}>
          <span className={styles.name}>{name}</span>
          {isTeacherPost ? <span className={styles.badge}>{t('live.teacherBadge')}</span> : null}
          <time className={styles.time} dateTime={msg.dateTime}>
            {formatRelativeTime(msg.dateTime)}
          </time>
          {hidden ? <span className={styles.hiddenLabel}>{t('liveMsg.hidden')}</span> : null}
        </header>
        <div className={styles.bubble}>
          <RichText
            html={msg.content}
            className={styles.content}
            placeholderLines={1}
            onImageClick={openImage}
          />
          {showPic && msg.pic ? (
            <button type="button" className={styles.pic} onClick={() => openImage(msg.pic ?? '')}>
              <LazyImage src={msg.pic} alt={t('live.imageAlt')} ratio={4 / 3} />
            </button>
          ) : null}
          {msg.quote ? (
            <blockquote className={styles.quote} data-testid="message-quote">
              <span className={styles.quoteName}>{authorName(msg.quote) || t('msg.nameMissing')}：</span>
              {msg.quote.content}
            </blockquote>
          ) : null}
        </div>
        {!selecting && (onQuote || (onStatus && viewerIsTeacher && !isTeacherPost)) ? (
          <footer className={styles.actions}>
            {onQuote && !hidden ? (
              <button type="button" className={styles.action} onClick={() => onQuote(msg)}>
                {viewerIsTeacher && !isTeacherPost ? t('live.reply') : t('live.quote')}
              </button>
            ) : null}
            {onStatus && viewerIsTeacher && !isTeacherPost ? (
              <button type="button" className={styles.action} onClick={() => onStatus(msg, hidden ? 1 : 0)}>
                {hidden ? t('live.restore') : t('live.hide')}
              </button>
            ) : null}
          </footer>
        ) : null}
      </div>
    </article>
  );
});
