import type { OutboxItem } from '@app/client-core/live/outbox';
import { useTranslation } from 'react-i18next';
import styles from './outbox-strip.module.css';

interface OutboxStripProps {
  items: readonly OutboxItem[];
  onRetry(clientMsgId: string): void;
  onRemove(clientMsgId: string): void;
}

/** Messages not yet confirmed by the server, above the input: pending ones, and refused ones to retry. */
export function OutboxStrip({ items, onRetry, onRemove }: OutboxStripProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <ul className={styles.strip} aria-label={t('liveMsg.outboxLabel')} data-testid="live-outbox">
      {items.map((item) => (
        <li key={item.clientMsgId} className={styles.item} data-status={item.status}>
          <span className={styles.text}>{item.draft || t('liveMsg.imageTag')}</span>
          {item.status === 'failed' ? (
            <>
              <span className={styles.reason}>{item.reason ?? t('liveMsg.sendFailedShort')}</span>
              <button type="button" className={styles.action} onClick={() => onRetry(item.clientMsgId)}>
                {t('liveMsg.resend')}
              </button>
              <button type="button" className={styles.action} onClick={() => onRemove(item.clientMsgId)}>
                {t('liveMsg.discard')}
              </button>
            </>
          ) : (
            <span className={styles.pending} role="status">
              {t('liveMsg.sending')}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
