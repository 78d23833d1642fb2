import '../../../i18n/register-content-catalog';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import type { Comment } from '@app/contract/content';
import { useComments } from '../api/get-comments';
import { commentKeys, type CommentsSource } from '../api/comment-targets';
import { LazyImage } from '../../../components/lazy-image';
import { PagedList } from '../../../components/paged-list';
import styles from './comment-section.module.css';

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

interface CommentSectionProps {
  source: CommentsSource;
  /** The detail's comment count, shown in a heading; left out where the page shows it already (a tab). */
  count?: number;
  testId?: string;
  emptyTitle?: string;
  /** The list can be pulled to refresh from page 1 (a tab of its own; not under an article's body). */
  pullToRefresh?: boolean;
}

/** The comments of an article, viewpoint or course: newest first, load more. */
export function CommentSection({ source, count, testId, emptyTitle, pullToRefresh }: CommentSectionProps) {
  const { t } = useTranslation();
  const query = useComments(source);
  return (
    <section className={styles.section} data-testid={testId}>
      {count === undefined ? null : (
        <h2 className={styles.heading}>{t('content.commentCount', { count })}</h2>
      )}
      <PagedList
        query={query}
        queryKey={pullToRefresh ? commentKeys.list(source) : undefined}
        renderItem={(comment) => <CommentRow comment={comment} />}
        itemKey={(comment) => comment.id}
        emptyTitle={emptyTitle ?? t('content.commentsEmpty')}
        errorTitle={t('content.commentsFailed')}
        listAs="ul"
      />
    </section>
  );
}
