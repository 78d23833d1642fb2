import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import { LIVE_DEFAULT_CATEGORY_ID } from '@app/contract/limits';
import { Pages } from '@app/contract/pages';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { RichText } from '../../../components/rich-text';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { useOwnReplied } from '../../../features/live/api/get-own-replied';
import { authorName } from '@app/contract/author-name';
import { openImage } from '../../../features/live/components/open-image';
import { positiveId } from '../../../lib/positive-id';
import styles from './own-data-page.module.css';
import '../../../i18n/register-live-catalog';

/** /pages/applets/ownData/index?liveId=&categoryId=1: teachers' replies quoting my messages, newest first. */
export function OwnDataPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const liveId = positiveId(params.get('liveId'));
  const categoryId = positiveId(params.get('categoryId')) ?? LIVE_DEFAULT_CATEGORY_ID;
  const list = useOwnReplied(liveId, categoryId);

  return (
    <PageShell title={t('live.ownTitle')}>
      <PagedList
        query={list}
        override={liveId === null ? <EmptyState title={t('liveMsg.roomNotFound')} /> : null}
        listAs="ul"
        itemKey={(reply) => reply.id}
        renderItem={(reply) => (
          <li className={styles.item} data-testid="own-reply">
            {reply.quote ? (
              <div className={styles.mine}>
                <span className={styles.label}>{t('live.myMessage')}</span>
                <span>{reply.quote.content || t('liveMsg.imageTag')}</span>
              </div>
            ) : null}
            <div className={styles.reply}>
              <header className={styles.meta}>
                <span className={styles.teacher}>
                  {t('live.teacherReply')} · {authorName(reply) || t('msg.nameMissing')}
                </span>
                <time dateTime={reply.dateTime}>{formatRelativeTime(reply.dateTime)}</time>
              </header>
              <RichText html={reply.content} placeholderLines={1} onImageClick={openImage} />
            </div>
            <button
              type="button"
              className={styles.open}
              onClick={() =>
                appNavigate(withQuery(Pages.chat, { id: reply.liveId, categoryId, messageId: reply.id }))
              }
            >
              {t('live.roomTitle')} ›
            </button>
          </li>
        )}
        emptyTitle={t('live.ownEmpty')}
        errorTitle={t('live.ownFailed')}
      />
    </PageShell>
  );
}
