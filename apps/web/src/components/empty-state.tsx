import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusIllustration } from './status-illustration';
import styles from './states.module.css';

interface EmptyStateProps {
  title?: string;
  description?: string;
  children?: ReactNode;
}

export function EmptyState({ title, description, children }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.state}>
      <StatusIllustration kind="empty" />
      <p className={styles.title}>{title ?? t('common.empty')}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {children}
    </div>
  );
}
