import { useEffect, type ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CUSTOM_NAV_PAGES } from '@app/contract/pages';
import { appNavigate } from '../lib/navigation';
import { useIsTabPage } from './tab-page-context';
import styles from './page-shell.module.css';

interface PageShellProps {
  /** Shown in the nav bar and, unless documentTitle is given, as the document title. */
  title: string;
  documentTitle?: string;
  children: ReactNode;
  /** Defaults to whether the route is one of CUSTOM_NAV_PAGES (no 44 px nav bar). */
  customNav?: boolean;
  /** Nav bar right slot. */
  right?: ReactNode;
  /** Replaces the default back behaviour (history back, or home when there is no history). */
  onBack?: () => void;
  /** White page background instead of the grey one (forms). */
  white?: boolean;
  className?: string;
}

/** Frame of every page: nav bar (or none on custom-nav pages), document title, safe areas. */
export function PageShell({
  title,
  documentTitle,
  children,
  customNav,
  right,
  onBack,
  white,
  className,
}: PageShellProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const custom = customNav ?? CUSTOM_NAV_PAGES.includes(location.pathname);
  const isTabPage = useIsTabPage();
  const appName = t('app.name');
  const shownTitle = documentTitle || title || appName;

  useEffect(() => {
    document.title = shownTitle;
  }, [shownTitle]);

  const classes = [styles.page, custom ? styles.custom : '', white ? styles.white : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      {custom ? null : (
        <header className={styles.header}>
          <NavBar
            backIcon={!isTabPage}
            back={isTabPage ? null : <span className={styles.srOnly}>{t('common.back')}</span>}
            onBack={onBack ?? (() => appNavigate('', 'navigateBack'))}
            right={right}
          >
            <h1 className={styles.title}>{title}</h1>
          </NavBar>
        </header>
      )}
      <main className={styles.content}>{children}</main>
    </div>
  );
}
