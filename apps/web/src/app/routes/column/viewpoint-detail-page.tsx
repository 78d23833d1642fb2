import '../../../i18n/register-watch-catalog';
import '../../../i18n/register-content-catalog';
import '../../../i18n/register-column-catalog';
import { RightOutline } from 'antd-mobile-icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import type { ViewpointDetail } from '@app/contract/news';
import { Pages } from '@app/contract/pages';
import { StorageKey } from '@app/contract/storage-keys';
import { DetailState } from '../../../components/detail-state';
import { LazyImage } from '../../../components/lazy-image';
import { PageShell } from '../../../components/page-shell';
import { RichText, useRichTextReady } from '../../../components/rich-text';
import { ShareButton } from '../../../features/share/components/share-button';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { positiveId } from '../../../lib/positive-id';
import { useStoredValue } from '../../../lib/use-stored-value';
import { useViewpointDetail } from '../../../features/column/api/get-viewpoint-detail';
import { getViewpointShare } from '../../../features/column/api/get-viewpoint-share';
import { ViewpointActionBar } from './viewpoint-action-bar';
import { CommentSection } from '../../../features/comments/components/comment-section';
import articleStyles from '../../../components/article.module.css';
import styles from './viewpoint-detail-page.module.css';

/**
 * One viewpoint: title, the teacher, the sanitized text, comments, like and share. A locked one answers
 * 206 and the request wrapper opens the no-permission page naming the module.
 */
export function ViewpointDetailPage() {
  const { t } = useTranslation();
  // The body is rich text: its skeleton stays until the text can be drawn at its own height.
  const textReady = useRichTextReady();
  const [searchParams] = useSearchParams();
  const id = positiveId(searchParams.get('id'));
  const query = useViewpointDetail(id);
  const loggedIn = useStoredValue(StorageKey.token) !== null;
  const viewpoint = query.data;

  return (
    <PageShell
      title={t('column.viewpointTitle')}
      documentTitle={viewpoint?.title}
      white
      right={
        viewpoint ? (
          <ShareButton
            title={viewpoint.title}
            path={async () => (await getViewpointShare(viewpoint.id)).shareUrl}
            className={styles.share}
          />
        ) : null
      }
    >
      <DetailState
        id={id}
        query={query}
        notFoundTitle={t('column.viewpointNotFound')}
        contentReady={textReady}
        back={{ label: t('column.viewpointsTitle'), to: Pages.viewpointList }}
        extraSkeletonLines={6}
      >
        {(data) => (
          <>
            <ViewpointArticle viewpoint={data} />
            <CommentSection
              source={{ target: 'viewpoint', targetId: data.id }}
              count={data.commentCount}
              testId="viewpoint-comments"
            />
            <ViewpointActionBar key={data.id} viewpoint={data} loggedIn={loggedIn} />
          </>
        )}
      </DetailState>
    </PageShell>
  );
}

function ViewpointArticle({ viewpoint }: { viewpoint: ViewpointDetail }) {
  const openTeacher = () => appNavigate(withQuery(Pages.teacherDetail, { id: viewpoint.teacher.id }));
  return (
    <article className={styles.article}>
      <h1 className={`${articleStyles.title} ${styles.title}`}>{viewpoint.title}</h1>
      <button type="button" className={styles.teacher} onClick={openTeacher} data-testid="viewpoint-teacher">
        <span className={styles.avatar}>
          <LazyImage src={viewpoint.teacher.avatar} alt="" ratio={1} round />
        </span>
        <span className={styles.teacherText}>
          <span className={styles.teacherName}>{viewpoint.teacher.name}</span>
          <time dateTime={viewpoint.dateTime}>{formatRelativeTime(viewpoint.dateTime)}</time>
        </span>
        <RightOutline className={styles.arrow} aria-hidden="true" />
      </button>
      {viewpoint.description ? <p className={articleStyles.summary}>{viewpoint.description}</p> : null}
      <RichText html={viewpoint.content} />
      {viewpoint.picList.length > 0 ? (
        <div className={styles.pics}>
          {viewpoint.picList.map((pic) => (
            <LazyImage key={pic} src={pic} alt="" ratio={4 / 3} className={styles.pic} />
          ))}
        </div>
      ) : null}
    </article>
  );
}
