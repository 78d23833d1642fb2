import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { DetailState } from '../../../components/detail-state';
import { PageShell } from '../../../components/page-shell';
import { RichText, useRichTextReady } from '../../../components/rich-text';
import { Skeleton } from '../../../components/skeleton';
import { positiveId } from '../../../lib/positive-id';
import { useNewsDetails } from '../../../features/news/api/get-news-details';
import { formatDateTime } from '../../../features/news/components/format-date-time';
import '../../../i18n/register-content-catalog';
import articleStyles from '../../../components/article.module.css';
import styles from './news-details-page.module.css';

/**
 * A notice (SPEC §2 news: noticeDetails): the news item's title, date and sanitized content to read,
 * nothing else — announcements take no comments, related reading, likes or collecting.
 */
export function NoticeDetailsPage() {
  const { t } = useTranslation();
  // The body is rich text: its skeleton stays until the text can be drawn at its own height.
  const textReady = useRichTextReady();
  const [searchParams] = useSearchParams();
  const id = positiveId(searchParams.get('id'));
  const notice = useNewsDetails(id);
  return (
    <PageShell title={t('content.noticeTitle')} documentTitle={notice.data?.title} white>
      <DetailState
        id={id}
        query={notice}
        notFoundTitle={t('content.noticeNotFound')}
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
          <article className={styles.article} data-testid="notice-article">
            <h1 className={`${articleStyles.title} ${styles.title}`}>{item.title}</h1>
            <div className={styles.meta}>
              <time dateTime={item.dateTime}>{formatDateTime(item.dateTime)}</time>
            </div>
            <RichText html={item.content} />
          </article>
        )}
      </DetailState>
    </PageShell>
  );
}
