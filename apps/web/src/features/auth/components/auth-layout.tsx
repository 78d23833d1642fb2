import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { PageShell } from '../../../components/page-shell';
import { appNavigate } from '../../../lib/navigation';
import { AgreementLine, AuthLinks } from './auth-links';
import styles from './auth-layout.module.css';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  onSubmit: () => void;
  children: ReactNode;
  /** The other login pages, shown under the form above the agreement line. */
  links: ComponentProps<typeof AuthLinks>['links'];
}

/** Custom-nav frame shared by the login, SMS login and register pages. */
export function AuthLayout({ title, subtitle, onSubmit, children, links }: AuthLayoutProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <PageShell title={title} customNav white>
      <div className={styles.top}>
        <button
          type="button"
          className={styles.close}
          aria-label={t('auth.close')}
          onClick={() => appNavigate(Pages.about, 'reLaunch')}
        >
          <CloseOutline />
        </button>
      </div>
      <div className={styles.body}>
        <div className={styles.brand} aria-hidden="true">
          <svg viewBox="0 0 64 64" width="48" height="48">
            <rect width="64" height="64" rx="14" fill="#e02e24" />
            <path
              d="M14 44l12-14 9 8 15-18"
              fill="none"
              stroke="#fff"
              strokeWidth="6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
        <form className={styles.form} onSubmit={submit} noValidate>
          {children}
        </form>
        <div className={styles.footer}>
          <AuthLinks links={links} />
          <AgreementLine />
        </div>
      </div>
    </PageShell>
  );
}
