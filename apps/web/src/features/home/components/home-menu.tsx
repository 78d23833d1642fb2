import type { NavLink } from '@app/contract/nav';
import { LazyImage } from '../../../components/lazy-image';
import { openNavLink } from '../../../lib/open-link';
import styles from './home-menu.module.css';

/** Home menu grid; each entry honours its per-link permission (SPEC §4). */
export function HomeMenu({ menu, label }: { menu: readonly NavLink[]; label: string }) {
  if (menu.length === 0) return null;
  return (
    <nav className={styles.grid} aria-label={label}>
      {menu.map((item) => (
        <button key={item.id} type="button" className={styles.item} onClick={() => void openNavLink(item)}>
          <span className={styles.icon}>
            <LazyImage src={item.icon} alt="" ratio={1} />
          </span>
          <span className={styles.title}>{item.title}</span>
        </button>
      ))}
    </nav>
  );
}
