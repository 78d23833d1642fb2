import { useLocation } from 'react-router';
import { iconSpriteSrc } from '@app/contract/icon-sprite';
import { useTranslation } from 'react-i18next';
import type { TabNavItem } from '@app/contract/nav';
import { appNavigate } from '../../lib/navigation';
import { serverAddress } from '../../lib/server-address';
import { activeTabIndex } from './match-tab';
import styles from './app-tab-bar.module.css';

interface Props {
  tabs: readonly TabNavItem[];
  /** The tabs only stand in for the server's list: keep the bar's place, draw no tabs yet. */
  provisional?: boolean;
}

/** Bottom tab bar: active tab in brand red with its active icon, the others black (SPEC §2). */
export function AppTabBar({ tabs, provisional = false }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const active = activeTabIndex(tabs, `${location.pathname}${location.search}`);
  if (active < 0) return null;
  if (provisional) return <div className={styles.bar} aria-hidden="true" data-testid="tab-bar-pending" />;
  return (
    <nav className={styles.bar} aria-label={t('tabs.label')} data-testid="tab-bar">
      {tabs.map((tab, index) => {
        const isActive = index === active;
        return (
          <button
            key={`${tab.link}-${tab.title}`}
            type="button"
            className={isActive ? `${styles.tab} ${styles.active}` : styles.tab}
            aria-current={isActive ? 'page' : undefined}
            onClick={() => {
              if (!isActive) appNavigate(tab.link, 'switchTab');
            }}
          >
            <img
              className={styles.icon}
              src={serverAddress(iconSpriteSrc(isActive ? tab.iconActive : tab.icon))}
              width={24}
              height={24}
              alt=""
              aria-hidden="true"
            />
            <span className={styles.title}>{tab.title}</span>
          </button>
        );
      })}
    </nav>
  );
}

export function useShowsTabBar(tabs: readonly TabNavItem[] | undefined): boolean {
  const location = useLocation();
  return !!tabs && activeTabIndex(tabs, `${location.pathname}${location.search}`) >= 0;
}
