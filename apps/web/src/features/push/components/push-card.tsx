import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import type { PushItem } from '@app/contract/member-center';
import styles from '../../../components/center-cards.module.css';

interface PushCardProps {
  item: PushItem;
  onOpen: (item: PushItem) => void;
}

/** One notification: kind, title, unread dot, text and when; tapping opens what it is about. */
export function PushCard({ item, onOpen }: PushCardProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => onOpen(item)}
      data-testid="push-item"
      data-read={item.isRead}
    >
      <div className={styles.cardHead}>
        <span className={`${styles.tag} ${styles.tagBrand}`}>{t(`push.kinds.${item.kind}`)}</span>
        <h3 className={styles.cardTitle}>{item.title}</h3>
        {item.isRead === 0 ? <span className={styles.dot} aria-label="unread" /> : null}
      </div>
      {item.body ? <div className={`${styles.body} ${styles.clamp}`}>{item.body}</div> : null}
      <div className={styles.meta}>{formatRelativeTime(item.dateTime)}</div>
    </button>
  );
}
