import type { NavLink } from '@app/contract/nav';
import { LazyImage } from '../../../components/lazy-image';
import { badgeText } from '../../../lib/badge-text';
import { openNavLink } from '../../../lib/open-link';
import styles from './home-menu.module.css';

interface HomeMenuProps {
  menu: readonly NavLink[];
  label: string;
  /** An unread count for an entry (the page decides which entries have one), with its spoken label. */
  badgeOf?: (item: NavLink) => { count: number; label: string } | null;
}

/** Home menu grid; each entry honours its per-link permission (SPEC §4). */
export function HomeMenu({ menu, label, badgeOf }: HomeMenuProps) {
  if (menu.length === 0) return null;
  return (
    <nav className={styles.grid} aria-label={label}>
      {menu.map((item) => {
        const badge = badgeOf?.(item) ?? null;
        const text = badge ? badgeText(badge.count) : null;
        return (
          <button key={item.id} type="button" className={styles.item} onClick={() => void openNavLink(item)}>
            <span className={styles.icon}>
              <LazyImage src={item.icon} alt="" ratio={1} />
              {text && badge ? (
                <span className={styles.badge} aria-label={badge.label} data-testid="home-menu-badge">
                  {text}
                </span>
              ) : null}
            </span>
            <span className={styles.title}>{item.title}</span>
          </button>
        );
      })}
    </nav>
  );
}
