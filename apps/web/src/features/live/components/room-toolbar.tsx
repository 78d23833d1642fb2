import { useTranslation } from 'react-i18next';
import styles from './room.module.css';

interface RoomToolbarProps {
  collapsed: boolean;
  fullscreen: boolean;
  raised: boolean;
  filterCount: number;
  onToggleCollapsed: () => void;
  onFilter: () => void;
  onOnlyMine: () => void;
  onSearch: () => void;
  onScreenshot: () => void;
  onFullscreen: () => void;
  onRaise: () => void;
}

/** The room's function row above the input; 收起/展开 folds it away (SPEC §2). */
export function RoomToolbar(props: RoomToolbarProps) {
  const { t } = useTranslation();
  const { collapsed, fullscreen, raised, filterCount } = props;
  return (
    <nav className={styles.toolbar} aria-label={t('live.functions')}>
      {collapsed ? null : (
        <div className={styles.tools}>
          <button
            type="button"
            className={filterCount > 0 ? `${styles.tool} ${styles.toolActive}` : styles.tool}
            onClick={props.onFilter}
            data-testid="teacher-filter-button"
          >
            {filterCount > 0
              ? t('live.teacherFilterActive', { count: filterCount })
              : t('live.teacherFilter')}
          </button>
          <button
            type="button"
            className={styles.tool}
            onClick={props.onOnlyMine}
            data-testid="only-mine-button"
          >
            {t('live.onlyMine')}
          </button>
          <button type="button" className={styles.tool} onClick={props.onSearch} data-testid="search-button">
            {t('live.search')}
          </button>
          <button
            type="button"
            className={styles.tool}
            onClick={props.onScreenshot}
            data-testid="screenshot-button"
          >
            {t('live.screenshot')}
          </button>
          <button
            type="button"
            className={styles.tool}
            onClick={props.onFullscreen}
            aria-pressed={fullscreen}
            data-testid="fullscreen-button"
          >
            {fullscreen ? t('live.exitFullscreen') : t('live.fullscreen')}
          </button>
          <button
            type="button"
            className={styles.tool}
            onClick={props.onRaise}
            aria-pressed={raised}
            data-testid="raise-button"
          >
            {raised ? t('live.lower') : t('live.raise')}
          </button>
        </div>
      )}
      <button
        type="button"
        className={styles.collapse}
        onClick={props.onToggleCollapsed}
        aria-expanded={!collapsed}
        data-testid="toolbar-toggle"
      >
        {collapsed ? t('liveMsg.expand') : t('liveMsg.collapse')}
      </button>
    </nav>
  );
}
