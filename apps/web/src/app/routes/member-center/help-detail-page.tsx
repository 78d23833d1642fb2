import '../../../i18n/register-member-center-catalog';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isRequestError } from '@app/client-core/request/request-error';
import { ResultCode } from '@app/contract/result-code';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { RichText } from '../../../components/rich-text';
import { Skeleton } from '../../../components/skeleton';
import { positiveId } from '../../../lib/positive-id';
import { useHelpArticle } from '../../../features/help/api/get-help';
import styles from '../../../components/center-cards.module.css';

/** help/detail?id=: one help article (rich text, sanitized again on render). */
export function HelpDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = positiveId(params.get('id'));
  const article = useHelpArticle(id);
  const missing =
    id === null || (isRequestError(article.error) && article.error.code === ResultCode.notFound);

  let body;
  if (missing) body = <EmptyState title={t('help.notFound')} />;
  else if (article.isPending) body = <Skeleton lines={8} />;
  else if (article.isError || !article.data) body = <LoadError onRetry={() => void article.refetch()} />;
  else
    body = (
      <section className={styles.section}>
        <h2 className={styles.cardTitle}>{article.data.title}</h2>
        <div className={styles.meta}>{article.data.categoryTitle}</div>
        <RichText html={article.data.content} />
      </section>
    );
  return <PageShell title={t('help.detailTitle')}>{body}</PageShell>;
}
