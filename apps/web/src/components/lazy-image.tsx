import { useRef, useState } from 'react';
import { iconSpriteSrc } from '@app/contract/icon-sprite';
import { claimFirstScreenPicture } from '../lib/first-screen';
import { serverAddress } from '../lib/server-address';
import styles from './lazy-image.module.css';
import { useSeen } from './use-seen';

interface LazyImageProps {
  src: string | null | undefined;
  alt: string;
  /** Width / height; the box keeps this ratio before the image arrives, so nothing shifts. */
  ratio?: number;
  className?: string;
  round?: boolean;
  /**
   * The page's main picture (its largest paint, e.g. the first home banner): fetched at once and ahead of
   * the others. Every other picture waits until its box is seen, then loads lazily.
   */
  priority?: boolean;
}

/** A picture in a box of reserved size, with a quiet placeholder for missing, pending or broken images. */
export function LazyImage({ src, alt, ratio = 16 / 9, className, round, priority = false }: LazyImageProps) {
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const shown = src ? serverAddress(iconSpriteSrc(src)) : '';
  // Asked once, when the box first mounts: a picture the first screen shows is drawn in the app's first frame.
  const [onFirstScreen] = useState(() => shown !== '' && claimFirstScreenPicture(shown));
  const eager = priority || onFirstScreen;
  const seen = useSeen(box, eager);
  const classes = [styles.box, round ? styles.round : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span ref={box} className={classes} style={{ aspectRatio: String(ratio) }}>
      {src && !failed && seen ? (
        <img
          className={styles.img}
          src={shown}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding={eager ? 'auto' : 'async'}
          fetchPriority={priority ? 'high' : undefined}
          onError={() => setFailed(true)}
        />
      ) : null}
    </span>
  );
}
