import type { ReactNode } from 'react';
import { LazyImage } from './lazy-image';
import { VideoPlayer } from './video-player';
import styles from './video-detail-head.module.css';

interface VideoDetailHeadProps {
  video: { id: number; title: string; pic: string; videoUrl: string | null; description: string };
  /** The line under the title (teacher, plays, date). */
  meta: ReactNode;
  /** Anything between that line and the description. */
  children?: ReactNode;
}

/** Top of a replay or short video page: the player (or the picture when it cannot play), title, meta, description. */
export function VideoDetailHead({ video, meta, children }: VideoDetailHeadProps) {
  return (
    <>
      {video.videoUrl ? (
        // A new video is a new player, not a new source in the old one.
        <VideoPlayer key={video.id} src={video.videoUrl} poster={video.pic} />
      ) : (
        <div className={styles.noVideo}>
          <LazyImage src={video.pic} alt="" ratio={16 / 9} />
        </div>
      )}
      <section className={styles.info}>
        <h1 className={styles.title}>{video.title}</h1>
        <div className={styles.meta}>{meta}</div>
        {children}
        {video.description ? <p className={styles.description}>{video.description}</p> : null}
      </section>
    </>
  );
}
