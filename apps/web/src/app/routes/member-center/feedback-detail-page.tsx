import '../../../i18n/register-member-center-catalog';
import { ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import { isRequestError } from '@app/client-core/request/request-error';
import { ResultCode } from '@app/contract/result-code';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { Skeleton } from '../../../components/skeleton';
import { positiveId } from '../../../lib/positive-id';
import { useFeedback } from '../../../features/feedback/api/get-feedback';
import styles from '../../../components/center-cards.module.css';
import { serverAddress } from '../../../lib/server-address';

/** faq/feedbackDetail?id=: one of the member's feedback with its pictures, status and reply. */
export function FeedbackDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = positiveId(params.get('id'));
  const feedback = useFeedback(id);
  const missing =
    id === null || (isRequestError(feedback.error) && feedback.error.code === ResultCode.notFound);

  let body;
  if (missing) body = <EmptyState title={t('feedback.notFound')} />;
  else if (feedback.isPending) body = <Skeleton lines={6} />;
  else if (feedback.isError || !feedback.data) body = <LoadError onRetry={() => void feedback.refetch()} />;
  else {
    const item = feedback.data;
    body = (
      <>
        <section className={styles.section}>
          <div className={styles.cardHead}>
            <span className={styles.tag}>{t(`feedback.types.${item.type}`)}</span>
            <span className={styles.cardTitle} />
            <span className={`${styles.tag} ${item.status === 'replied' ? styles.tagOk : styles.tagBrand}`}>
              {t(`feedback.status.${item.status}`)}
            </span>
          </div>
          <p className={styles.body}>{item.content}</p>
          {item.images.length > 0 ? (
            <div className={styles.thumbs}>
              {item.images.map((src, index) => (
                <img
                  key={src}
                  src={serverAddress(src)}
                  alt=""
                  width={72}
                  height={72}
                  className={styles.thumb}
                  onClick={() =>
                    ImageViewer.Multi.show({
                      images: item.images.map((image) => serverAddress(image)),
                      defaultIndex: index,
                    })
                  }
                />
              ))}
            </div>
          ) : null}
          <div className={styles.meta}>
            {item.contact ? <span>{item.contact}</span> : null}
            <span>{formatRelativeTime(item.dateTime)}</span>
          </div>
        </section>
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>{t('feedback.reply')}</h3>
          <p className={styles.body}>{item.reply ?? t('feedback.noReply')}</p>
          {item.replyTime ? <div className={styles.meta}>{formatRelativeTime(item.replyTime)}</div> : null}
        </section>
      </>
    );
  }
  return <PageShell title={t('feedback.detailTitle')}>{body}</PageShell>;
}
