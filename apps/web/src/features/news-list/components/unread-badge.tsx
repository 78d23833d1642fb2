import { badgeText } from '../../../lib/badge-text';
import styles from './unread-badge.module.css';

interface UnreadBadgeProps {
  count: number;
  /** Said to screen readers instead of the bare number (e.g. "3条未读"). */
  label: string;
}

/** A small red count beside a category tab or an entry; nothing when all is read. */
export function UnreadBadge({ count, label }: UnreadBadgeProps) {
  const text = badgeText(count);
  if (text === null) return null;
  return (
    <span className={styles.badge} aria-label={label} title={label} data-testid="news-unread-badge">
      {text}
    </span>
  );
}
