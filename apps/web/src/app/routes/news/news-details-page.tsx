import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { StorageKey } from '@app/contract/storage-keys';
import { DetailState } from '../../../components/detail-state';
import { LazyImage } from '../../../components/lazy-image';
import { PageShell } from '../../../components/page-shell';
import navStyles from '../../../components/nav-action.module.css';
import { ShareButton } from '../../../features/share/components/share-button';
import { RichText, useRichTextReady } from '../../../components/rich-text';
import { Skeleton } from '../../../components/skeleton';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { useStoredValue } from '../../../lib/use-stored-value';
import { useNewsDetails } from '../../../features/news/api/get-news-details';
import { formatDateTime } from '../../../features/news/components/format-date-time';
import { NewsActionBar } from './news-action-bar';
import { useMarkNewsRead } from './use-mark-news-read';
import { CommentSection } from '../../../features/comments/components/comment-section';
import { RelatedReading } from '../../../features/news/components/related-reading';
import '../../../i18n/register-content-catalog';
import articleStyles from '../../../components/article.module.css';
import styles from './news-details-page.module.css';
import { positiveId } from '../../../lib/positive-id';

/** One article: title, teacher, date, reads, the sanitized content, related reading, comments, like and collect. */
export function NewsDetailsPage() {
  const { t } = useTranslation();
  // The body is rich text: its skeleton stays until the text can be drawn at its own height.
  const textReady = useRichTextReady();
  const [searchParams] = useSearchParams();
  const id = positiveId(searchParams.get('id'));
  const news = useNewsDetails(id);
  const loggedIn = useStoredValue(StorageKey.token) !== null;
  useMarkNewsRead(news.data, loggedIn);
  const openNews = (newsId: number) => appNavigate(withQuery(Pages.newsDetails, { id: newsId }));
  return (
    <PageShell
      title={t('news.detailsTitle')}
      documentTitle={news.data?.title}
      white
      right={
        news.data ? (
          <ShareButton
            title={news.data.title}
            description={news.data.description}
            pic={news.data.picList[0] ?? null}
            path={withQuery(Pages.newsDetails, { id: news.data.id })}
            className={navStyles.navAction}
          />
        ) : null
      }
    >
      <DetailState
        id={id}
        query={news}
        notFoundTitle={t('news.notFound')}
        contentReady={textReady}
        back={{ label: t('news.title'), to: Pages.newsList }}
        skeleton={
          <div className={styles.article}>
            <Skeleton lines={2} />
            <Skeleton lines={8} />
          </div>
        }
      >
        {(item) => (
          <>
            <article className={styles.article}>
              <h1 className={`${articleStyles.title} ${styles.title}`}>{item.title}</h1>
              <div className={styles.meta}>
                {item.teacher ? (
                  <span className={styles.teacher}>
                    <span className={styles.avatar}>
                      <LazyImage src={item.teacher.avatar} alt="" ratio={1} round />
                    </span>
                    {item.teacher.name}
                  </span>
                ) : null}
                <time dateTime={item.dateTime}>{formatDateTime(item.dateTime)}</time>
                <span className={styles.visits}>{t('news.visits', { count: item.visits })}</span>
              </div>
              {item.description ? <p className={articleStyles.summary}>{item.description}</p> : null}
              <RichText html={item.content} />
            </article>
            <RelatedReading items={item.related} onOpen={openNews} />
            <CommentSection
              source={{ target: 'news', targetId: item.id }}
              count={item.commentCount}
              testId="news-comments"
            />
            <NewsActionBar key={item.id} news={item} loggedIn={loggedIn} />
          </>
        )}
      </DetailState>
    </PageShell>
  );
}
