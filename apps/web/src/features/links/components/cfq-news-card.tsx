import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import type { NewsItem } from '@app/contract/news';
import { LazyImage } from '../../../components/lazy-image';
import { useHeadingTag } from '../../../components/heading-level';
import cardStyles from '../../../components/card.module.css';
import styles from './cfq-news-card.module.css';

interface CfqNewsCardProps {
  item: NewsItem;
  onOpen: (id: number) => void;
}

/** A wealth-circle news card: title, summary, the first picture, teacher, time and reads. */
export function CfqNewsCard({ item, onOpen }: CfqNewsCardProps) {
  const { t } = useTranslation();
  const Heading = useHeadingTag();
  const thumb = item.picList[0];
  return (
    <article className={cardStyles.card} data-testid="cfq-news-card">
      <button type="button" className={`${cardStyles.hit} ${styles.hit}`} onClick={() => onOpen(item.id)}>
        <span className={styles.text}>
          <Heading className={`${cardStyles.title} ${styles.title}`}>
            {item.locked ? <span className={styles.lock}>{t('links.cfqLocked')}</span> : null}
            {item.title}
          </Heading>
          {item.description ? <span className={cardStyles.summary}>{item.description}</span> : null}
          <span className={styles.meta}>
            {item.teacher ? <span className={styles.teacher}>{item.teacher.name}</span> : null}
            <time dateTime={item.dateTime}>{formatRelativeTime(item.dateTime)}</time>
            <span className={styles.visits}>{t('links.cfqVisits', { count: item.visits })}</span>
          </span>
        </span>
        {thumb ? (
          <span className={styles.thumb}>
            <LazyImage src={thumb} alt="" ratio={4 / 3} />
          </span>
        ) : null}
      </button>
    </article>
  );
}
