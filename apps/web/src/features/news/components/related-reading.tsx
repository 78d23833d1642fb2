import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@app/contract/news';
import { NewsCard } from './news-card';
import { HeadingScope } from '../../../components/heading-level';
import styles from './related-reading.module.css';

/** 相关阅读: other articles of the same category; a locked one still opens (the server answers 206). */
export function RelatedReading({
  items,
  onOpen,
}: {
  items: readonly NewsItem[];
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className={styles.section} data-testid="news-related">
      <h2 className={styles.heading}>{t('content.related')}</h2>
      <HeadingScope>
        {items.map((item) => (
          <NewsCard key={item.id} item={item} onOpen={onOpen} />
        ))}
      </HeadingScope>
    </section>
  );
}
