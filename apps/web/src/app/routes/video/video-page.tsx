import '../../../i18n/register-watch-catalog';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import { Pages } from '@app/contract/pages';
import { DetailState } from '../../../components/detail-state';
import { PageShell } from '../../../components/page-shell';
import { VideoDetailHead } from '../../../components/video-detail-head';
import { renewPlaybackLink, usePlayback } from '../../../features/playback/api/get-playback';
import { positiveId } from '../../../lib/positive-id';
import { MoreVideos } from '../../../features/video/components/more-videos';

/** /pages/video/index/index?id=: a short video with its title, teacher, plays and date, then more of the teacher's. */
export function VideoPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = positiveId(searchParams.get('id'));
  const query = usePlayback(id);

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
            <VideoDetailHead
              video={video}
              renew={() => renewPlaybackLink(video.id)}
              meta={
                <>
                  {video.teacher ? <span>{video.teacher}</span> : null}
                  <span data-testid="video-plays">{t('watch.plays', { count: video.visits })}</span>
                  <time dateTime={video.dateTime}>{formatRelativeTime(video.dateTime)}</time>
                </>
              }
            />
            <MoreVideos key={video.id} video={video} />
          </>
        )}
      </DetailState>
    </PageShell>
  );
}
