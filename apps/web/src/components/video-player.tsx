import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { createSignedSource, mediaFileOf, type SignedSource } from '@app/client-core/media/signed-source';
import { attachVideoSource } from '../lib/attach-video-source';
import { PLAYBACK_RATES, storePlaybackRate, storedPlaybackRate } from '../lib/playback-rate';
import styles from './video-player.module.css';
import { serverAddress } from '../lib/server-address';

interface VideoPlayerProps {
  src: string;
  poster?: string;
  /** Seconds to resume from once the video's length is known (ignored at or past the end). */
  startAt?: number;
  /** Live streams have no speed control: playing faster than real time is meaningless. */
  live?: boolean;
  videoRef?: RefObject<HTMLVideoElement | null>;
  /**
   * Asks the page's content again for a fresh address of this video (paid videos are on signed links that
   * live minutes); null when the member may no longer watch it. Without it a failure is final.
   */
  renew?: () => Promise<string | null>;
  onPause?: (video: HTMLVideoElement) => void;
  onTimeUpdate?: (video: HTMLVideoElement) => void;
}

/** MP4 or HLS player with a play overlay and a remembered playback speed. */
export function VideoPlayer({
  src,
  poster,
  startAt = 0,
  live,
  videoRef,
  renew,
  onPause,
  onTimeUpdate,
}: VideoPlayerProps) {
  const { t } = useTranslation();
  const ownRef = useRef<HTMLVideoElement | null>(null);
  const ref = videoRef ?? ownRef;
  const [rate, setRate] = useState(storedPlaybackRate);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const startRef = useRef(startAt);
  startRef.current = startAt;
  const srcRef = useRef(src);
  srcRef.current = src;
  const renewRef = useRef(renew);
  renewRef.current = renew;
  const liveRef = useRef(live);
  liveRef.current = live;
  /** Where to go on once a fresh link has loaded. */
  const resumeRef = useRef<{ at: number; play: boolean } | null>(null);
  const playingRef = useRef(false);
  const sourceRef = useRef<SignedSource | null>(null);
  const recoverRef = useRef<() => void>(() => undefined);
  // A new signature for the same file (the page's data was read again) is not a new video.
  const file = mediaFileOf(src);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let release: (() => void) | null = null;
    let cancelled = false;
    setFailed(false);
    setPlaying(false);
    const attach = (next: string) => {
      release?.();
      release = null;
      void attachVideoSource(video, next, () => recoverRef.current())
        .then((done) => {
          if (cancelled) done();
          else release = done;
        })
        .catch(() => setFailed(true));
    };
    const source = createSignedSource(srcRef.current, {
      fetchLink: () => renewRef.current?.() ?? Promise.resolve(null),
      attach: (next, resume) => {
        resumeRef.current = resume;
        attach(next);
      },
      now: () => Date.now(),
    });
    sourceRef.current = source;
    recoverRef.current = () => {
      if (!renewRef.current) return setFailed(true);
      // A live stream goes on at its live edge, a recording where the member was.
      const resume = { at: liveRef.current ? 0 : video.currentTime, play: playingRef.current };
      void source.recover(resume).then((ok) => {
        if (!ok && !cancelled) setFailed(true);
      });
    };
    attach(source.src);
    return () => {
      cancelled = true;
      sourceRef.current = null;
      release?.();
    };
  }, [file, ref]);

  useEffect(() => {
    sourceRef.current?.offer(src);
  }, [src]);

  useEffect(() => {
    const video = ref.current;
    if (!video || live) return;
    // defaultPlaybackRate survives a new source; playbackRate alone is reset by load().
    video.defaultPlaybackRate = rate;
    video.playbackRate = rate;
  }, [rate, live, ref]);

  const onLoadedMetadata = () => {
    const video = ref.current;
    if (!video) return;
    if (!live) video.playbackRate = rate;
    const resume = resumeRef.current;
    if (resume) {
      resumeRef.current = null;
      if (resume.at > 0) video.currentTime = resume.at;
      // Playing when it failed, or asked to play while the fresh link was on its way.
      if (resume.play || playingRef.current) void video.play().catch(() => undefined);
      return;
    }
    const at = startRef.current;
    if (at > 0 && Number.isFinite(video.duration) && at < video.duration - 0.5) video.currentTime = at;
  };

  const chooseRate = (value: number) => {
    setRate(value);
    storePlaybackRate(value);
  };

  return (
    <div className={styles.player}>
      <div className={styles.frame}>
        <video
          ref={ref}
          className={styles.video}
          poster={poster === undefined ? undefined : serverAddress(poster)}
          controls
          playsInline
          preload="metadata"
          data-testid="video-player"
          onLoadedMetadata={onLoadedMetadata}
          onPlay={() => {
            playingRef.current = true;
            setPlaying(true);
          }}
          onPause={(e) => {
            playingRef.current = false;
            setPlaying(false);
            onPause?.(e.currentTarget);
          }}
          onTimeUpdate={(e) => {
            if (!e.currentTarget.paused) sourceRef.current?.progressed();
            onTimeUpdate?.(e.currentTarget);
          }}
          // A paid video's link runs out after minutes: the player gets a fresh one and goes on.
          onError={() => recoverRef.current()}
        />
        {!playing && !failed ? (
          <button
            type="button"
            className={styles.play}
            aria-label={t('watch.play')}
            data-testid="video-play"
            onClick={() => {
              // Remembered even if this play fails on a link that just ran out: the fresh one plays.
              playingRef.current = true;
              void ref.current?.play().catch(() => undefined);
            }}
          >
            <svg viewBox="0 0 48 48" aria-hidden="true">
              <circle cx="24" cy="24" r="23" fill="rgba(0,0,0,.5)" />
              <path d="M19 15l15 9-15 9z" fill="#fff" />
            </svg>
          </button>
        ) : null}
        {failed ? <p className={styles.failed}>{t('watch.videoFailed')}</p> : null}
      </div>
      {live ? null : (
        <div className={styles.rates} role="group" aria-label={t('watch.speed')}>
          <span className={styles.ratesLabel}>{t('watch.speed')}</span>
          {PLAYBACK_RATES.map((value) => (
            <button
              key={value}
              type="button"
              className={value === rate ? `${styles.rate} ${styles.rateActive}` : styles.rate}
              aria-pressed={value === rate}
              data-testid="speed-option"
              onClick={() => chooseRate(value)}
            >
              {value}x
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
