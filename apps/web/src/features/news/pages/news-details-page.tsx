import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '@app/client-core/request/request-error';
import { toDate } from '@app/client-core/format/relative-time';
import { ResultCode } from '@app/contract/result-code';
import { Pages } from '@app/contract/pages';
import { StorageKey } from '@app/contract/storage-keys';
import { Button } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state';
import { LazyImage } from '../../../components/lazy-image';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { RichText } from '../../../components/rich-text';
import { Skeleton } from '../../../components/skeleton';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { useStoredValue } from '../../../lib/use-stored-value';
import { useNewsDetails } from '../api/get-news-details';
import { NewsActionBar } from '../components/news-action-bar';
import { NewsComments } from '../components/news-comments';
import { RelatedReading } from '../components/related-reading';
import '../../../i18n/register-content-catalog';
import styles from './news-details-page.module.css';
import { positiveId } from '../../../lib/positive-id';

const pad = (n: number) => String(n).padStart(2, '0');

function formatDateTime(value: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** One article: title, teacher, date, reads, the sanitized content, related reading, comments, like and collect. */
export function NewsDetailsPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = positiveId(searchParams.get('id'));
  const { data: news, isPending, isError, error, refetch } = useNewsDetails(id);
  const loggedIn = useStoredValue(StorageKey.token) !== null;
  const openNews = (newsId: number) => appNavigate(withQuery(Pages.newsDetails, { id: newsId }));
  const notFound = id === null || (isError && isRequestError(error) && error.code === ResultCode.notFound);

  let body;
  if (notFound) {
    body = (
      <EmptyState title={t('news.notFound')}>
        <Button
          size="small"
          color="primary"
          fill="outline"
          onClick={() => appNavigate(Pages.newsList, 'redirectTo')}
        >
          {t('news.title')}
        </Button>
      </EmptyState>
    );
  } else if (isPending) {
    body = (
      <div className={styles.article} aria-busy="true">
        <Skeleton lines={2} />
        <Skeleton lines={8} />
      </div>
    );
  } else if (isError || !news) {
    body = <LoadError onRetry={() => void refetch()} />;
  } else {
    body = (
      <article className={styles.article}>
        <h1 className={styles.title}>{news.title}</h1>
        <div className={styles.meta}>
          {news.teacher ? (
            <span className={styles.teacher}>
              <span className={styles.avatar}>
                <LazyImage src={news.teacher.avatar} alt="" ratio={1} round />
              </span>
              {news.teacher.name}
            </span>
          ) : null}
          <time dateTime={news.dateTime}>{formatDateTime(news.dateTime)}</time>
          <span className={styles.visits}>{t('news.visits', { count: news.visits })}</span>
        </div>
        {news.description ? <p className={styles.summary}>{news.description}</p> : null}
        <RichText html={news.content} />
      </article>
    );
    body = (
      <div className={styles.withBar}>
        {body}
        <RelatedReading items={news.related} onOpen={openNews} />
        <NewsComments newsId={news.id} count={news.commentCount} />
        <NewsActionBar key={news.id} news={news} loggedIn={loggedIn} />
      </div>
    );
  }

  return (
    <PageShell title={t('news.detailsTitle')} documentTitle={news?.title} white>
      {body}
    </PageShell>
  );
}
