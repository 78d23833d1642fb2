import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '@app/client-core/request/request-error';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import { ResultCode } from '@app/contract/result-code';
import { EmptyState } from '../../../components/empty-state';
import { LazyImage } from '../../../components/lazy-image';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { RichText } from '../../../components/rich-text';
import { Skeleton } from '../../../components/skeleton';
import { useArticle } from '../api/get-article';
import styles from './news-details-page.module.css';
import '../../../i18n/register-content-catalog';
import { positiveId } from '../../../lib/positive-id';

/** A long-form article (/pages/mine/article/index?id=): cover, title, author, date and the sanitized text. */
export function ArticlePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = positiveId(searchParams.get('id'));
  const { data: article, isPending, isError, error, refetch } = useArticle(id);
  const notFound = id === null || (isError && isRequestError(error) && error.code === ResultCode.notFound);

  let body;
  if (notFound) body = <EmptyState title={t('content.articleNotFound')} />;
  else if (isPending)
    body = (
      <div className={styles.article} aria-busy="true">
        <Skeleton lines={2} imageRatio={16 / 9} />
        <Skeleton lines={8} />
      </div>
    );
  else if (isError || !article) body = <LoadError onRetry={() => void refetch()} />;
  else
    body = (
      <article className={styles.article}>
        {article.pic ? <LazyImage src={article.pic} alt="" ratio={16 / 9} /> : null}
        <h1 className={styles.title}>{article.title}</h1>
        <div className={styles.meta}>
          <span className={styles.teacher}>{article.author}</span>
          <time dateTime={article.dateTime}>{formatRelativeTime(article.dateTime)}</time>
        </div>
        <RichText html={article.content} />
      </article>
    );

  return (
    <PageShell title={t('content.articleTitle')} documentTitle={article?.title} white>
      {body}
    </PageShell>
  );
}
