import { LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import { NEWS_CARD_MAX_THUMBS } from '@app/contract/limits';
import { LazyImage } from '../../../components/lazy-image';
import { plainText } from './plain-text';
import cardStyles from '../../../components/card.module.css';
import styles from './column-card.module.css';

/** What a teacher news item and a viewpoint have in common, as far as their card shows. */
export interface ColumnEntry {
  id: number;
  title: string;
  description: string;
  /** Present when the list carries the body; the card shows its text when there is no description. */
  content?: string;
  dateTime: string;
  picList: readonly string[];
  teacher: { name: string; avatar: string } | null;
  locked: boolean;
}

interface ColumnCardProps {
  entry: ColumnEntry;
  /** Whether the 'unlock to view full content' overlay covers the card (see lock-rule.ts). */
  lockOverlay: boolean;
  onOpen: (id: number) => void;
}

/**
 * A teacher's post in a column list: teacher avatar, name and relative time, the title and its text
 * with any markup stripped, up to three thumbnails (SPEC §9). Tapping anywhere, the overlay included,
 * opens the entry; a locked one then answers 206 and the no-permission page takes over.
 */
export function ColumnCard({ entry, lockOverlay, onOpen }: ColumnCardProps) {
  const { t } = useTranslation();
  const text = plainText(entry.description || entry.content || '');
  const thumbs = entry.picList.slice(0, NEWS_CARD_MAX_THUMBS);
  return (
    <article
      className={`${cardStyles.card} ${styles.card}`}
      data-testid="column-card"
      data-locked={entry.locked}
    >
      <button type="button" className={`${cardStyles.hit} ${styles.hit}`} onClick={() => onOpen(entry.id)}>
        <header className={styles.head}>
          {entry.teacher ? (
            <>
              <span className={styles.avatar}>
                <LazyImage src={entry.teacher.avatar} alt="" ratio={1} round />
              </span>
              <span className={styles.name}>{entry.teacher.name}</span>
            </>
          ) : null}
          <time className={styles.time} dateTime={entry.dateTime}>
            {formatRelativeTime(entry.dateTime)}
          </time>
        </header>
        <span className={styles.body}>
          <h3 className={`${cardStyles.title} ${styles.title}`}>{entry.title}</h3>
          {text && text !== entry.title ? <span className={styles.text}>{text}</span> : null}
          {thumbs.length > 0 ? (
            // One grid of three columns whatever the count, so every card's pictures line up.
            <span className={styles.thumbs} data-testid="column-card-thumbs">
              {thumbs.map((pic) => (
                <LazyImage key={pic} src={pic} alt="" ratio={4 / 3} className={styles.thumb} />
              ))}
            </span>
          ) : null}
          {lockOverlay ? (
            <span className={styles.overlay} data-testid="lock-overlay">
              <span className={styles.unlock}>
                <LockOutline aria-hidden="true" />
                {t('column.unlockToView')}
              </span>
            </span>
          ) : null}
        </span>
      </button>
    </article>
  );
}
