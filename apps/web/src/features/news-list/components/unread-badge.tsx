import styles from './unread-badge.module.css';

/** The badge's text: the exact count up to 99, then 99+; nothing for none. */
export const unreadBadgeText = (count: number): string | null =>
  count <= 0 ? null : count > 99 ? '99+' : String(count);

interface UnreadBadgeProps {
  count: number;
  /** Said to screen readers instead of the bare number (e.g. "3条未读"). */
  label: string;
}

/** A small red count beside a category tab or an entry; nothing when all is read. */
export function UnreadBadge({ count, label }: UnreadBadgeProps) {
  const text = unreadBadgeText(count);
  if (text === null) return null;
  return (
    <span className={styles.badge} aria-label={label} title={label} data-testid="news-unread-badge">
      {text}
    </span>
  );
}
