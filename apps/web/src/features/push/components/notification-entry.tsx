import '../../../i18n/register-member-center-catalog';
import { Badge } from 'antd-mobile';
import { BellOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { appNavigate } from '../../../lib/navigation';
import { badgeText } from '../../../lib/badge-text';
import { usePushUnread } from '../api/get-push-unread';
import styles from './notification-entry.module.css';

/** The member page's 消息通知 row with the unread badge; opens the push list. */
export function NotificationEntry() {
  const { t } = useTranslation();
  const unread = usePushUnread(true);
  const text = badgeText(unread.data?.count ?? 0);
  return (
    <button
      type="button"
      className={styles.entry}
      onClick={() => appNavigate(Pages.pushList)}
      data-testid="push-entry"
    >
      <Badge content={text} style={{ '--right': '-2px', '--top': '2px' }}>
        <BellOutline className={styles.icon} />
      </Badge>
      <span className={styles.label}>{t('push.entry')}</span>
      {text ? (
        <span className={styles.count} data-testid="push-unread">
          {t('push.unreadBadge', { count: unread.data?.count ?? 0 })}
        </span>
      ) : null}
      <RightOutline className={styles.arrow} />
    </button>
  );
}
