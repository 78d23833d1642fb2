import type { ReactNode } from 'react';
import type { Trend } from '@app/client-core/format/market';
import styles from './markets.module.css';

/**
 * A label over a value; `tone` colours it (red up, green down, grey unchanged). Callers take it from the
 * shared formatter's trend/ratioTrend, so the colour follows the figure as printed.
 */
export function Figure({
  label,
  children,
  tone,
  big,
}: {
  label: string;
  children: ReactNode;
  tone?: Trend;
  big?: boolean;
}) {
  const colour = tone === undefined ? '' : styles[tone];
  return (
    <div className={styles.cell}>
      <span className={styles.label}>{label}</span>
      <span className={`${styles.value} ${big ? styles.big : ''}`}>
        <span className={colour}>{children}</span>
      </span>
    </div>
  );
}
