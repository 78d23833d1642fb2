import { useEffect, type ReactNode } from 'react';
import { LeftOutline } from 'antd-mobile-icons';
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
          {/* The UI kit's NavBar wraps its back arrow in a nameless role="button" that keyboards cannot
              reach; this bar has its layout with a real, named button. */}
          <div className={styles.bar}>
            <div className={styles.left}>
              {isTabPage ? null : (
                <button
                  type="button"
                  className={styles.back}
                  aria-label={t('common.back')}
                  onClick={onBack ?? (() => appNavigate('', 'navigateBack'))}
                >
                  <LeftOutline aria-hidden="true" />
                </button>
              )}
            </div>
            <div className={styles.center}>
              <h1 className={styles.title}>{title}</h1>
            </div>
            <div className={styles.right}>{right}</div>
          </div>
        </header>
      )}
      <main className={styles.content}>{children}</main>
    </div>
  );
}
