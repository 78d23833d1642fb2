import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
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

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let release: (() => void) | null = null;
    let cancelled = false;
    setFailed(false);
    setPlaying(false);
    void attachVideoSource(video, src)
      .then((done) => {
        if (cancelled) done();
        else release = done;
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      release?.();
    };
  }, [src, ref]);

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
          onPlay={() => setPlaying(true)}
          onPause={(e) => {
            setPlaying(false);
            onPause?.(e.currentTarget);
          }}
          onTimeUpdate={(e) => onTimeUpdate?.(e.currentTarget)}
          onError={() => setFailed(true)}
        />
        {!playing && !failed ? (
          <button
            type="button"
            className={styles.play}
            aria-label={t('watch.play')}
            data-testid="video-play"
            onClick={() => void ref.current?.play().catch(() => undefined)}
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
