import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import type { FeedbackItem } from '@app/contract/member-center';
import styles from '../../../components/center-cards.module.css';
import { serverAddress } from '../../../lib/server-address';

/** A feedback in the member's list: type, status, text and (when answered) the start of the reply. */
export function FeedbackCard({ item, onOpen }: { item: FeedbackItem; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.card} onClick={() => onOpen(item.id)} data-testid="feedback-item">
      <div className={styles.cardHead}>
        <span className={styles.tag}>{t(`feedback.types.${item.type}`)}</span>
        <span className={styles.cardTitle} />
        <span className={`${styles.tag} ${item.status === 'replied' ? styles.tagOk : styles.tagBrand}`}>
          {t(`feedback.status.${item.status}`)}
        </span>
      </div>
      <div className={`${styles.body} ${styles.clamp}`}>{item.content}</div>
      {item.images.length > 0 ? (
        <div className={styles.thumbs}>
          {item.images.map((src) => (
            <img
              key={src}
              src={serverAddress(src)}
              alt=""
              width={72}
              height={72}
              className={styles.thumb}
              loading="lazy"
              decoding="async"
            />
          ))}
        </div>
      ) : null}
      {item.reply ? (
        <div className={`${styles.reply} ${styles.clamp}`}>
          {t('feedback.reply')}：{item.reply}
        </div>
      ) : null}
      <div className={styles.meta}>{formatRelativeTime(item.dateTime)}</div>
    </button>
  );
}
