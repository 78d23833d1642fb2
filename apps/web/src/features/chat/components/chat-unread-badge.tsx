import { Badge } from 'antd-mobile';
import { useChatUnread } from '../api/get-chat-unread';
import { badgeText } from '../../../lib/badge-text';
import styles from './chat.module.css';

/** The unread private-message count beside the member page's 私信 entry (nothing when all are read). */
export function ChatUnreadBadge() {
  const unread = useChatUnread(true);
  const text = badgeText(unread.data?.count ?? 0);
  return text ? <Badge className={styles.entryBadge} content={text} data-testid="chat-unread-badge" /> : null;
}
