import type { ReactNode } from 'react';
import { translateMsg } from '../i18n/translate-msg';
import styles from './form-field.module.css';

interface FormFieldProps {
  id: string;
  label: string;
  /** Validation message (a contract Msg text or already translated). */
  error?: string | null;
  children: ReactNode;
  /** Right-hand slot, e.g. the SMS code button. */
  extra?: ReactNode;
}

/** Label, control and its validation message, in the app's list-row style. */
export function FormField({ id, label, error, children, extra }: FormFieldProps) {
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <div className={styles.row}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <div className={styles.control}>{children}</div>
        {extra ? <div className={styles.extra}>{extra}</div> : null}
      </div>
      {error ? (
        <p className={styles.error} role="alert" id={`${id}-error`}>
          {translateMsg(error)}
        </p>
      ) : null}
    </div>
  );
}
