import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import { NEWS_CARD_MAX_THUMBS } from '@app/contract/limits';
import type { NewsItem } from '@app/contract/news';
import { LazyImage } from '../../../components/lazy-image';
import { useHeadingTag } from '../../../components/heading-level';
import cardStyles from '../../../components/card.module.css';
import styles from './news-card.module.css';

interface NewsCardProps {
  item: NewsItem;
  onOpen: (id: number) => void;
}

/** Article card: title (greyed once the member read it), summary, up to three thumbnails, teacher, relative time and reads. */
export function NewsCard({ item, onOpen }: NewsCardProps) {
  const { t } = useTranslation();
  const Heading = useHeadingTag();
  const thumbs = item.picList.slice(0, NEWS_CARD_MAX_THUMBS);
  const single = thumbs.length === 1;
  return (
    <article className={cardStyles.card}>
      <button type="button" className={`${cardStyles.hit} ${styles.hit}`} onClick={() => onOpen(item.id)}>
        <div className={single ? styles.withThumb : undefined}>
          <div className={styles.text}>
            <Heading
              className={`${cardStyles.title} ${styles.title}${item.read ? ` ${styles.read}` : ''}`}
              data-read={item.read ? 'true' : undefined}
            >
              {item.title}
            </Heading>
            {item.description ? <p className={cardStyles.summary}>{item.description}</p> : null}
          </div>
          {single ? (
            <span className={styles.thumb}>
              <LazyImage src={thumbs[0]} alt="" ratio={4 / 3} />
            </span>
          ) : null}
        </div>
        {thumbs.length > 1 ? (
          <div className={styles.thumbs}>
            {thumbs.map((pic) => (
              <LazyImage key={pic} src={pic} alt="" ratio={4 / 3} className={styles.thumbsItem} />
            ))}
          </div>
        ) : null}
        <footer className={styles.meta}>
          {item.teacher ? (
            <span className={styles.teacher}>
              <span className={styles.teacherAvatar}>
                <LazyImage src={item.teacher.avatar} alt="" ratio={1} round />
              </span>
              {item.teacher.name}
            </span>
          ) : null}
          <time dateTime={item.dateTime}>{formatRelativeTime(item.dateTime)}</time>
          <span className={styles.visits}>{t('news.visits', { count: item.visits })}</span>
        </footer>
      </button>
    </article>
  );
}
