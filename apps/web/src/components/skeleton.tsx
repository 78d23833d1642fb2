import styles from './skeleton.module.css';

interface SkeletonProps {
  /** Number of text lines. */
  lines?: number;
  /** Reserve an image block of this aspect ratio above the lines. */
  imageRatio?: number;
  className?: string;
}

/** Shimmering placeholder in the shape of the content that is on its way. */
export function Skeleton({ lines = 2, imageRatio, className }: SkeletonProps) {
  return (
    <div className={[styles.card, className ?? ''].filter(Boolean).join(' ')} aria-hidden="true">
      {imageRatio ? <div className={styles.block} style={{ aspectRatio: String(imageRatio) }} /> : null}
      {Array.from({ length: lines }, (_, i) => (
        <div
          key={i}
          className={i === lines - 1 && lines > 1 ? `${styles.line} ${styles.short}` : styles.line}
        />
      ))}
    </div>
  );
}

export function ListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div aria-busy="true" data-testid="list-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} lines={3} />
      ))}
    </div>
  );
}
