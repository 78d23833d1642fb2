import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { appNavigate } from '../../../lib/navigation';
import styles from './landing.module.css';

interface LandingProps {
  title: string;
  subtitle: string;
  features: { title: string; text: string }[];
  /** A live section (quotes, bonds) below the features. */
  children?: ReactNode;
  actions: { label: string; to: string; primary?: boolean }[];
}

/** A promotional landing page (custom nav): hero, what it offers, a live taste, and where to go next. */
export function Landing({ title, subtitle, features, children, actions }: LandingProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <button type="button" className={styles.back} onClick={() => appNavigate('', 'navigateBack')}>
          {t('common.back')}
        </button>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
      </header>
      <ul className={styles.features}>
        {features.map((f) => (
          <li key={f.title} className={styles.feature}>
            <strong>{f.title}</strong>
            <span>{f.text}</span>
          </li>
        ))}
      </ul>
      {children}
      <div className={styles.actions}>
        {actions.map((a) => (
          <Button
            key={a.to}
            block
            color="primary"
            fill={a.primary ? 'solid' : 'outline'}
            onClick={() => appNavigate(a.to)}
          >
            {a.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
