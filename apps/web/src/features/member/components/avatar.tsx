import { LazyImage } from '../../../components/lazy-image';
import styles from './avatar.module.css';

/** Member avatar, or a neutral silhouette when there is none. */
export function MemberAvatar({
  src,
  size = 64,
  alt,
}: {
  src: string | null | undefined;
  size?: number;
  alt: string;
}) {
  return (
    <span className={styles.avatar} style={{ width: size, height: size }}>
      {src ? (
        <LazyImage src={src} alt={alt} ratio={1} round />
      ) : (
        <svg viewBox="0 0 64 64" width={size} height={size} role="img" aria-label={alt}>
          <circle cx="32" cy="32" r="32" fill="#fde3e0" />
          <circle cx="32" cy="25" r="11" fill="#f29a91" />
          <path d="M12 54c3-10 11-16 20-16s17 6 20 16" fill="#f29a91" />
        </svg>
      )}
    </span>
  );
}
