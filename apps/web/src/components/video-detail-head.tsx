import type { ReactNode } from 'react';
import { LazyImage } from './lazy-image';
import { VideoPlayer } from './video-player';
import styles from './video-detail-head.module.css';

/** Stands in for the player when the video has no address (locked or not ready): its picture, and any note. */
export function VideoPoster({ pic, children }: { pic: string; children?: ReactNode }) {
  return (
    <div className={styles.noVideo}>
      <LazyImage src={pic} alt="" ratio={16 / 9} priority />
      {children}
    </div>
  );
}

/** The white panel under the player: the title, then the page's lines. */
export function VideoInfo({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className={styles.info}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </section>
  );
}

interface VideoDetailHeadProps {
  video: { id: number; title: string; pic: string; videoUrl: string | null; description: string };
  /** The line under the title (teacher, plays, date). */
  meta: ReactNode;
  /** Anything between that line and the description. */
  children?: ReactNode;
  /** A fresh address of the video when its signed link ran out (see VideoPlayer). */
  renew?: () => Promise<string | null>;
}

/** Top of a replay or short video page: the player (or the picture), title, meta, description. */
export function VideoDetailHead({ video, meta, children, renew }: VideoDetailHeadProps) {
  return (
    <>
      {video.videoUrl ? (
        // A new video is a new player, not a new source in the old one.
        <VideoPlayer key={video.id} src={video.videoUrl} poster={video.pic} renew={renew} />
      ) : (
        <VideoPoster pic={video.pic} />
      )}
      <VideoInfo title={video.title}>
        <div className={styles.meta}>{meta}</div>
        {children}
        {video.description ? <p className={styles.description}>{video.description}</p> : null}
      </VideoInfo>
    </>
  );
}
