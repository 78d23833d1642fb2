import { HeartFill, HeartOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import styles from './room.module.css';

interface RoomInfoBarProps {
  heat: number;
  online: number;
  likes: number;
  liked: boolean;
  onLike: () => void;
  onShare: () => void;
}

/** Heat and online count, like (heart with count) and share. */
export function RoomInfoBar({ heat, online, likes, liked, onLike, onShare }: RoomInfoBarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.info}>
      <span className={styles.infoFigure}>{t('live.heat', { count: heat })}</span>
      <span className={styles.infoFigure} data-testid="online-count">
        {t('live.online', { count: online })}
      </span>
      <span className={styles.infoSpacer} />
      <button
        type="button"
        className={liked ? `${styles.infoAction} ${styles.liked}` : styles.infoAction}
        onClick={onLike}
        aria-pressed={liked}
        aria-label={t('common.countedAction', { action: t('live.like'), count: likes })}
        data-testid="like-button"
      >
        {liked ? <HeartFill aria-hidden="true" /> : <HeartOutline aria-hidden="true" />}
        <span>{likes}</span>
      </button>
      <button type="button" className={styles.infoAction} onClick={onShare} data-testid="share-button">
        {t('live.share')}
      </button>
    </div>
  );
}
