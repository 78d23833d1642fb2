import '../../../i18n/register-ai-catalog';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { Skeleton } from '../../../components/skeleton';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { byCategory, useWikiList } from '../../../features/wiki/api/get-wiki';
import styles from '../../../components/center-cards.module.css';
import wiki from '../../../features/wiki/components/wiki.module.css';

/** wiki/list: 投资百科, entries under their categories; each opens wiki/detail?id=. */
export function WikiListPage() {
  const { t } = useTranslation();
  const list = useWikiList();

  let body;
  if (list.isPending) body = <Skeleton lines={10} />;
  else if (list.isError) body = <LoadError onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0) body = <EmptyState title={t('wiki.empty')} />;
  else
    body = byCategory(list.data).map(([category, entries]) => (
      <section key={category} className={styles.list} aria-label={category}>
        <h2 className={wiki.category}>{category}</h2>
        {entries.map((entry) => (
          <button
            key={entry.id}
            type="button"
            className={styles.card}
            onClick={() => appNavigate(withQuery(Pages.wikiDetail, { id: entry.id }))}
            data-testid="wiki-item"
          >
            <h3 className={styles.cardTitle}>{entry.title}</h3>
            <div className={`${styles.meta} ${styles.clamp}`}>{entry.summary}</div>
          </button>
        ))}
      </section>
    ));
  return <PageShell title={t('wiki.title')}>{body}</PageShell>;
}
