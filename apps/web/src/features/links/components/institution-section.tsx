import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { Advertisement } from '@app/contract/ad';
import { LazyImage } from '../../../components/lazy-image';
import { LoadError } from '../../../components/load-error';
import { Skeleton } from '../../../components/skeleton';
import styles from './institution-section.module.css';

interface InstitutionSectionProps {
  title: string;
  ads: Advertisement[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  onOpen: (ad: Advertisement) => void;
}

/** One titled group of platform links: each row shows the institution's picture, name and line. */
export function InstitutionSection({
  title,
  ads,
  isPending,
  isError,
  onRetry,
  onOpen,
}: InstitutionSectionProps) {
  const { t } = useTranslation();
  let body;
  if (isPending) body = <Skeleton lines={2} />;
  else if (isError) body = <LoadError title={t('links.sectionFailed')} onRetry={onRetry} />;
  else if (!ads || ads.length === 0) return null;
  else
    body = (
      <ul className={styles.list}>
        {ads.map((ad) => (
          <li key={ad.id}>
            <button
              type="button"
              className={styles.row}
              onClick={() => onOpen(ad)}
              data-testid="platform-link"
            >
              <span className={styles.pic}>
                <LazyImage src={ad.pic} alt="" ratio={1} />
              </span>
              <span className={styles.text}>
                <span className={styles.title}>{ad.title}</span>
                {ad.content ? <span className={styles.content}>{ad.content}</span> : null}
              </span>
              <RightOutline className={styles.arrow} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <section className={styles.section} aria-label={title} data-testid="platform-section">
      <h2 className={styles.heading}>{title}</h2>
      {body}
    </section>
  );
}
