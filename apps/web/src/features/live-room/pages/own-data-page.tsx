import { InfiniteScroll } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import { LIVE_DEFAULT_CATEGORY_ID } from '@app/contract/limits';
import { Pages } from '@app/contract/pages';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { RichText } from '../../../components/rich-text';
import { ListSkeleton } from '../../../components/skeleton';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { useOwnReplied } from '../api/get-own-replied';
import { authorName } from '../components/author-name';
import { openImage } from '../components/open-image';
import { positiveId } from '../hooks/query-id';
import styles from './own-data-page.module.css';
import '../../../i18n/register-live-catalog';

/** /pages/applets/ownData/index?liveId=&categoryId=1: teachers' replies quoting my messages, newest first. */
export function OwnDataPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const liveId = positiveId(params.get('liveId'));
  const categoryId = positiveId(params.get('categoryId')) ?? LIVE_DEFAULT_CATEGORY_ID;
  const list = useOwnReplied(liveId, categoryId);
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];

  const loadMore = async () => {
    const result = await list.fetchNextPage();
    if (result.isError) throw new Error('load more failed');
  };

  let content;
  if (liveId === null) content = <EmptyState title={t('liveMsg.roomNotFound')} />;
  else if (list.isPending) content = <ListSkeleton />;
  else if (list.isError)
    content = <LoadError title={t('live.ownFailed')} onRetry={() => void list.refetch()} />;
  else if (rows.length === 0) content = <EmptyState title={t('live.ownEmpty')} />;
  else
    content = (
      <>
        <ul className={styles.list}>
          {rows.map((reply) => (
            <li key={reply.id} className={styles.item} data-testid="own-reply">
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
          ))}
        </ul>
        <InfiniteScroll loadMore={loadMore} hasMore={list.hasNextPage}>
          {(hasMore, failed, retry) => (
            <span className={styles.footer}>
              {failed ? (
                <button type="button" className={styles.retry} onClick={retry}>
                  {t('common.loadFailed')} · {t('common.retry')}
                </button>
              ) : hasMore ? (
                t('common.loadingMore')
              ) : (
                t('common.noMore')
              )}
            </span>
          )}
        </InfiniteScroll>
      </>
    );

  return (
    <PageShell title={t('live.ownTitle')}>
      <div className={styles.content}>{content}</div>
    </PageShell>
  );
}
