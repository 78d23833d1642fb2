import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import { DetailState } from '../../../components/detail-state';
import { LazyImage } from '../../../components/lazy-image';
import { PageShell } from '../../../components/page-shell';
import { RichText, useRichTextReady } from '../../../components/rich-text';
import { Skeleton } from '../../../components/skeleton';
import { useArticle } from '../../../features/news/api/get-article';
import styles from './news-details-page.module.css';
import '../../../i18n/register-content-catalog';
import { positiveId } from '../../../lib/positive-id';

/** A long-form article (/pages/mine/article/index?id=): cover, title, author, date and the sanitized text. */
export function ArticlePage() {
  const { t } = useTranslation();
  // The body is rich text: its skeleton stays until the text can be drawn at its own height.
  const textReady = useRichTextReady();
  const [searchParams] = useSearchParams();
  const id = positiveId(searchParams.get('id'));
  const article = useArticle(id);

  return (
    <PageShell title={t('content.articleTitle')} documentTitle={article.data?.title} white>
      <DetailState
        id={id}
        query={article}
        notFoundTitle={t('content.articleNotFound')}
        contentReady={textReady}
        skeleton={
          <div className={styles.article}>
            <Skeleton lines={2} imageRatio={16 / 9} />
            <Skeleton lines={8} />
          </div>
        }
      >
        {(item) => (
          <article className={styles.article}>
            {item.pic ? <LazyImage src={item.pic} alt="" ratio={16 / 9} /> : null}
            <h1 className={styles.title}>{item.title}</h1>
            <div className={styles.meta}>
              <span className={styles.teacher}>{item.author}</span>
              <time dateTime={item.dateTime}>{formatRelativeTime(item.dateTime)}</time>
            </div>
            <RichText html={item.content} />
          </article>
        )}
      </DetailState>
    </PageShell>
  );
}
