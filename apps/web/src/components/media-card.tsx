import { useTranslation } from 'react-i18next';
import { toDate } from '@app/client-core/format/relative-time';
import { LazyImage } from './lazy-image';
import { useHeadingTag } from './heading-level';
import cardStyles from './card.module.css';
import styles from './media-card.module.css';

interface MediaCardProps {
  title: string;
  pic: string;
  teachers: string;
  visits: number;
  dateTime: string;
  /** Shows the 回看 (replay) badge. */
  replay: boolean;
  /** Price text (already formatted), or null to show none. */
  price?: string | null;
  locked?: boolean;
  testId: string;
  onOpen: () => void;
}

const pad = (n: number) => String(n).padStart(2, '0');

function formatDate(value: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Course and replay card (SPEC §2): picture, title, teacher names, 'N次播放', date, 回看 badge. */
export function MediaCard(props: MediaCardProps) {
  const { t } = useTranslation();
  const Heading = useHeadingTag();
  return (
    <article className={cardStyles.card} data-testid={props.testId}>
      <button type="button" className={`${cardStyles.hit} ${styles.hit}`} onClick={props.onOpen}>
        <span className={styles.cover}>
          <LazyImage src={props.pic} alt="" ratio={16 / 10} />
          {props.replay ? <span className={styles.badge}>{t('watch.replay')}</span> : null}
          {props.locked ? <span className={styles.lock}>{t('watch.locked')}</span> : null}
        </span>
        <span className={styles.body}>
          <Heading className={`${cardStyles.title} ${styles.title}`}>{props.title}</Heading>
          {props.teachers ? <span className={styles.teachers}>{props.teachers}</span> : null}
          <span className={styles.meta}>
            <span>{t('watch.plays', { count: props.visits })}</span>
            <time dateTime={props.dateTime}>{formatDate(props.dateTime)}</time>
          </span>
          {props.price ? <span className={styles.price}>{props.price}</span> : null}
        </span>
      </button>
    </article>
  );
}
