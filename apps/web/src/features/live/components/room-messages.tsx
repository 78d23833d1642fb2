import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import type { LiveMessage } from '@app/contract/live';
import { PagedList, type PagedQuery } from '../../../components/paged-list';
import { RichText } from '../../../components/rich-text';
import { useTemplateCard } from '../../../components/template-card-slot';
import styles from './live-video.module.css';

const authorOf = (m: LiveMessage) => m.teacher?.name ?? m.member?.nickname ?? m.member?.name ?? '';

/** A comment's text, or its card when it is a template message (lottery, quiz...). */
function MessageBody({ msg }: { msg: LiveMessage }) {
  const card = useTemplateCard(msg);
  return card ?? <RichText html={msg.content} placeholderLines={1} className={styles.messageBody} />;
}

/** The room's comments, newest first; new ones arrive over the socket (use-room-comments). */
export function RoomMessages({ list }: { list: PagedQuery<LiveMessage> }) {
  const { t } = useTranslation();
  return (
    <section className={styles.messages} aria-label={t('watch.roomMessages')}>
      <h2 className={styles.messagesTitle}>{t('watch.roomMessages')}</h2>
      <PagedList
        query={list}
        itemKey={(item) => item.id}
        emptyTitle={t('watch.roomMessagesEmpty')}
        errorTitle={t('watch.roomMessagesFailed')}
        renderItem={(item) => (
          <div className={styles.message} data-testid="room-message">
            <div className={styles.messageHead}>
              <span className={styles.author}>
                {authorOf(item)}
                {item.teacher ? <span className={styles.teacherTag}>{t('watch.teacherTag')}</span> : null}
              </span>
              <time dateTime={item.dateTime}>{formatRelativeTime(item.dateTime)}</time>
            </div>
            <MessageBody msg={item} />
          </div>
        )}
      />
    </section>
  );
}
