import '../../../i18n/register-ai-catalog';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isRequestError } from '@app/client-core/request/request-error';
import { Pages } from '@app/contract/pages';
import { ResultCode } from '@app/contract/result-code';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { Skeleton } from '../../../components/skeleton';
import { appNavigate } from '../../../lib/navigation';
import { positiveId } from '../../../lib/positive-id';
import { useWikiEntry } from '../../../features/wiki/api/get-wiki';
import styles from '../../../components/center-cards.module.css';
import wiki from '../../../features/wiki/components/wiki.module.css';

/** wiki/detail?id=: one 投资百科 entry (plain text), with the way to every other entry. */
export function WikiDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = positiveId(params.get('id'));
  const entry = useWikiEntry(id);
  const missing = id === null || (isRequestError(entry.error) && entry.error.code === ResultCode.notFound);

  let body;
  if (missing) body = <EmptyState title={t('wiki.notFound')} />;
  else if (entry.isPending) body = <Skeleton lines={6} />;
  else if (entry.isError || !entry.data) body = <LoadError onRetry={() => void entry.refetch()} />;
  else
    body = (
      <article className={styles.section}>
        <h2 className={styles.cardTitle}>{entry.data.title}</h2>
        <div className={styles.meta}>{entry.data.category}</div>
        <p className={wiki.body} data-testid="wiki-body">
          {entry.data.body}
        </p>
      </article>
    );
  return (
    <PageShell title={t('wiki.detailTitle')}>
      {body}
      <div className={styles.center}>
        <button type="button" className={wiki.allLink} onClick={() => appNavigate(Pages.wikiList)}>
          {t('wiki.all')}
        </button>
      </div>
    </PageShell>
  );
}
