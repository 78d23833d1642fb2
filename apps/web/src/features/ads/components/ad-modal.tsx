import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Advertisement } from '@app/contract/ad';
import '../../../i18n/register-ad-popup-catalog';
import styles from './ad-modal.module.css';
import { serverAddress } from '../../../lib/server-address';

interface AdModalProps {
  ad: Advertisement;
  onClose: () => void;
}

/**
 * The centered pop-up ad (home, wealth-circle courses): its picture and a close button. Tapping the
 * picture opens the ad's link like any ad. Plain elements, no UI library: it loads on the first page.
 */
export function AdModal({ ad, onClose }: AdModalProps) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [broken, setBroken] = useState(false);
  // The picture's size is known only once it has loaded: the ad shows then (or with its text when the
  // picture fails), not as a small box that grows and moves its close button down.
  const [loaded, setLoaded] = useState(false);
  const shown = loaded || broken;

  useEffect(() => {
    if (shown) closeRef.current?.focus();
  }, [shown]);

  useEffect(() => {
    // The page behind must not scroll while the ad covers it.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const picture = broken ? (
    <span className={styles.fallback}>
      <strong>{ad.title}</strong>
      {ad.content ? <span>{ad.content}</span> : null}
    </span>
  ) : (
    <img
      className={styles.img}
      src={serverAddress(ad.pic)}
      alt={ad.title}
      onLoad={() => setLoaded(true)}
      onError={() => setBroken(true)}
    />
  );

  return (
    <div
      className={shown ? styles.mask : `${styles.mask} ${styles.waiting}`}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={ad.title || t('links.popupLabel')}
        className={styles.dialog}
        data-testid="popup-ad"
      >
        {ad.link ? (
          <button
            type="button"
            className={styles.picture}
            aria-label={t('links.popupOpen', { title: ad.title })}
            data-testid="popup-ad-picture"
            onClick={() => {
              onClose();
              // The link rules check links with the contract's schemas module (zod): fetched on the tap,
              // not with the first page.
              void import('../hooks/open-ad').then(({ openAd }) => openAd(ad, () => {}));
            }}
          >
            {picture}
          </button>
        ) : (
          <div className={styles.picture} data-testid="popup-ad-picture">
            {picture}
          </div>
        )}
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          aria-label={t('links.popupClose')}
          data-testid="popup-ad-close"
          onClick={onClose}
        />
      </div>
    </div>
  );
}
