import { useState } from 'react';
import styles from './lazy-image.module.css';

interface LazyImageProps {
  src: string | null | undefined;
  alt: string;
  /** Width / height; the box keeps this ratio before the image arrives, so nothing shifts. */
  ratio?: number;
  className?: string;
  round?: boolean;
}

/** Native lazy loading in a box of reserved size, with a quiet placeholder for missing or broken images. */
export function LazyImage({ src, alt, ratio = 16 / 9, className, round }: LazyImageProps) {
  const [failed, setFailed] = useState(false);
  const classes = [styles.box, round ? styles.round : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={classes} style={{ aspectRatio: String(ratio) }}>
      {src && !failed ? (
        <img
          className={styles.img}
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : null}
    </span>
  );
}
