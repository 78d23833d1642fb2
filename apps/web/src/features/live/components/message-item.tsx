import { memo, useEffect, useRef, type RefObject } from 'react';
import { Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import type { LiveMessage } from '@app/contract/live';
import { LazyImage } from '../../../components/lazy-image';
import { RichText } from '../../../components/rich-text';
import { useTemplateCard } from '../../../components/template-card-slot';
import { authorName } from '@app/contract/author-name';
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
  /** Called once a highlighted message is on screen. */
  onSeen?: (id: number) => void;
  selecting?: boolean;
  selected?: boolean;
}

/** Share of the item, or of the viewport for an item taller than it, that counts as "on screen". */
const SEEN_RATIO = 0.5;

/** Reports when a highlighted item is actually visible (a virtualized list may render it off screen). */
function useSeen(
  ref: RefObject<HTMLElement | null>,
  id: number,
  active: boolean,
  onSeen?: (id: number) => void,
) {
  useEffect(() => {
    const el = ref.current;
    if (!active || !onSeen || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      onSeen(id);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.some(
          (e) =>
            e.isIntersecting &&
            (e.intersectionRatio >= SEEN_RATIO ||
              e.intersectionRect.height >= (e.rootBounds?.height ?? Infinity) * SEEN_RATIO),
        );
        if (seen) {
          observer.disconnect();
          onSeen(id);
        }
      },
      { threshold: [0, SEEN_RATIO, 1] },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, id, active, onSeen]);
}

/** One message bubble: teacher posts and member comments look different; quotes, pictures, actions. */
export const MessageItem = memo(function MessageItem({
  msg,
  viewerIsTeacher,
  highlighted,
  onSeen,
  selecting,
  selected,
  onQuote,
  onStatus,
  onToggleSelect,
}: MessageItemProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  useSeen(ref, msg.id, !!highlighted, onSeen);
  // Template messages (lottery, quiz...) draw as cards; their text stays for search and screenshots.
  const card = useTemplateCard(msg);
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
      ref={ref}
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
          {card ?? (
            <RichText
              html={msg.content}
              className={styles.content}
              placeholderLines={1}
              onImageClick={openImage}
            />
          )}
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
