import type { ReactNode } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { Skeleton } from '../../../components/skeleton';
import { appNavigate } from '../../../lib/navigation';
import { HeadingScope } from '../../../components/heading-level';
import styles from './tab-pages.module.css';

interface DashboardSectionProps {
  title: string;
  /** The full list this section previews. */
  more: string;
  state: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Shown when the preview has nothing. */
  emptyText: string;
  isEmpty: boolean;
  testId: string;
  children: ReactNode;
}

/** A titled preview of a list with a 更多 link, its own skeleton, error and empty line. */
export function DashboardSection(props: DashboardSectionProps) {
  const { t } = useTranslation();
  const { title, more, state, emptyText, isEmpty, testId, children } = props;
  let body: ReactNode = children;
  if (state.isPending) body = <Skeleton lines={3} />;
  else if (state.isError) body = <LoadError onRetry={() => void state.refetch()} />;
  else if (isEmpty) body = <p className={styles.empty}>{emptyText}</p>;
  return (
    <section className={styles.section} data-testid={testId}>
      <header className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        <button type="button" className={styles.more} onClick={() => appNavigate(more)}>
          {t('tabPages.more')}
          <RightOutline />
        </button>
      </header>
      <HeadingScope>{body}</HeadingScope>
    </section>
  );
}
