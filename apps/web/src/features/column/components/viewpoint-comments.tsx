import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import type { Comment } from '@app/contract/content';
import { LazyImage } from '../../../components/lazy-image';
import { PagedList } from '../../../components/paged-list';
import { useViewpointComments } from '../api/get-viewpoint-comments';
import styles from './viewpoint-comments.module.css';

function CommentRow({ comment }: { comment: Comment }) {
  return (
    <li className={styles.row}>
      <span className={styles.avatar}>
        {comment.member.avatar ? (
          <LazyImage src={comment.member.avatar} alt="" ratio={1} round />
        ) : (
          <span className={styles.initial} aria-hidden="true">
            {comment.member.nickname.slice(0, 1)}
          </span>
        )}
      </span>
      <div className={styles.body}>
        <div className={styles.head}>
          <span className={styles.name}>{comment.member.nickname}</span>
          <time dateTime={comment.dateTime}>{formatRelativeTime(comment.dateTime)}</time>
        </div>
        {/* Plain text from the server (markup stripped), rendered as text. */}
        <p className={styles.text}>{comment.content}</p>
      </div>
    </li>
  );
}

/** A viewpoint's comments, newest first, with load more. */
export function ViewpointComments({ viewpointId, count }: { viewpointId: number; count: number }) {
  const { t } = useTranslation();
  const query = useViewpointComments(viewpointId);
  return (
    <section className={styles.section} data-testid="viewpoint-comments">
      <h2 className={styles.heading}>{t('content.commentCount', { count })}</h2>
      <PagedList
        query={query}
        renderItem={(comment) => <CommentRow comment={comment} />}
        itemKey={(comment) => comment.id}
        emptyTitle={t('content.commentsEmpty')}
        errorTitle={t('content.commentsFailed')}
        listAs="ul"
      />
    </section>
  );
}
