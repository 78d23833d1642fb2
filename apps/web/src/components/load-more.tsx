import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './load-more.module.css';

interface LoadMoreProps {
  /** Fetches the next page; rejects when it failed, which turns the footer into a retry button. */
  loadMore: () => Promise<void>;
  hasMore: boolean;
}

/** Loads the next page when the bottom of a list scrolls into view, saying where it stands. */
export function LoadMore({ loadMore, hasMore }: LoadMoreProps) {
  const { t } = useTranslation();
  return (
    <InfiniteScroll loadMore={loadMore} hasMore={hasMore}>
      {(more, failed, retry) => (
        <span className={styles.footer}>
          {failed ? (
            <button type="button" className={styles.retry} onClick={retry}>
              {t('common.loadFailed')} · {t('common.retry')}
            </button>
          ) : more ? (
            t('common.loadingMore')
          ) : (
            t('common.noMore')
          )}
        </span>
      )}
    </InfiniteScroll>
  );
}
