import type { ReactNode } from 'react';
import { trend } from '../format';
import styles from './markets.module.css';

/** A label over a value; `signOf` colours it by the sign of that number (red up, green down). */
export function Figure({
  label,
  children,
  signOf,
  big,
}: {
  label: string;
  children: ReactNode;
  signOf?: number;
  big?: boolean;
}) {
  const colour = signOf === undefined ? '' : styles[trend(signOf)];
  return (
    <div className={styles.cell}>
      <span className={styles.label}>{label}</span>
      <span className={`${styles.value} ${big ? styles.big : ''}`}>
        <span className={colour}>{children}</span>
      </span>
    </div>
  );
}
