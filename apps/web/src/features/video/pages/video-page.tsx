import '../../../i18n/register-watch-catalog';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import { Pages } from '@app/contract/pages';
import { DetailState } from '../../../components/detail-state';
import { LazyImage } from '../../../components/lazy-image';
import { PageShell } from '../../../components/page-shell';
import { VideoPlayer } from '../../../components/video-player';
import { positiveId } from '../../../lib/positive-id';
import { useVideo } from '../api/get-video';
import { MoreVideos } from '../components/more-videos';
import styles from '../components/video.module.css';

/** /pages/video/index/index?id=: a short video with its title, teacher, plays and date, then more of the teacher's. */
export function VideoPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = positiveId(searchParams.get('id'));
  const query = useVideo(id);

  return (
    <PageShell title={t('watch.videoTitle')} documentTitle={query.data?.title}>
      <DetailState
        id={id}
        query={query}
        notFoundTitle={t('watch.videoNotFound')}
        back={{ label: t('watch.videoListTitle'), to: Pages.videoList }}
        extraSkeletonLines={4}
      >
        {(video) => (
          <>
            {video.videoUrl ? (
              <VideoPlayer key={video.id} src={video.videoUrl} poster={video.pic} />
            ) : (
              <div className={styles.noVideo}>
                <LazyImage src={video.pic} alt="" ratio={16 / 9} />
              </div>
            )}
            <section className={styles.info}>
              <h1 className={styles.infoTitle}>{video.title}</h1>
              <div className={styles.infoMeta}>
                {video.teacher ? <span>{video.teacher}</span> : null}
                <span data-testid="video-plays">{t('watch.plays', { count: video.visits })}</span>
                <time dateTime={video.dateTime}>{formatRelativeTime(video.dateTime)}</time>
              </div>
              {video.description ? <p className={styles.description}>{video.description}</p> : null}
            </section>
            <MoreVideos key={video.id} video={video} />
          </>
        )}
      </DetailState>
    </PageShell>
  );
}
