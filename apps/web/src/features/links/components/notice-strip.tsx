import { SoundOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { useLatestNews } from '../api/get-latest-news';
import styles from './notice-strip.module.css';

/**
 * The notice strip above the wealth classroom: the newest headlines, each opening its article. It is an
 * extra on the page: while loading it keeps its height, on failure or when empty it stays out of the way.
 */
export function NoticeStrip() {
  const { t } = useTranslation();
  const { data: items, isPending } = useLatestNews();
  if (isPending) return <div className={`${styles.strip} ${styles.placeholder}`} aria-hidden="true" />;
  if (!items || items.length === 0) return null;
  return (
    <section className={styles.strip} aria-label={t('links.noticeTitle')} data-testid="notice-strip">
      <span className={styles.label}>
        <SoundOutline aria-hidden="true" />
        {t('links.noticeLabel')}
      </span>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={styles.item}
              onClick={() => appNavigate(withQuery(Pages.noticeDetails, { id: item.id }))}
            >
              {item.title}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
