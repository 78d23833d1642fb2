import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import { PagedList } from '../../../components/paged-list';
import { RichText } from '../../../components/rich-text';
import { roomMessagesQueryOptions, useRoomMessages } from '../api/get-room-messages';
import styles from './live-video.module.css';

/** The room's messages, newest first (read-only). */
export function RoomMessages({ liveId }: { liveId: number }) {
  const { t } = useTranslation();
  const messages = useRoomMessages(liveId);
  return (
    <section className={styles.messages} aria-label={t('watch.roomMessages')}>
      <h2 className={styles.messagesTitle}>{t('watch.roomMessages')}</h2>
      <PagedList
        query={messages}
        queryKey={roomMessagesQueryOptions(liveId).queryKey}
        itemKey={(item) => item.id}
        emptyTitle={t('watch.roomMessagesEmpty')}
        renderItem={(item) => (
          <div className={styles.message} data-testid="room-message">
            <div className={styles.messageHead}>
              <span>{item.teacher?.name ?? item.member?.nickname ?? item.member?.name ?? ''}</span>
              <time dateTime={item.dateTime}>{formatRelativeTime(item.dateTime)}</time>
            </div>
            <RichText html={item.content} />
          </div>
        )}
      />
    </section>
  );
}
