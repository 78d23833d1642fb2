import { MarketMsg } from '@app/contract/markets-msg';
import styles from './markets.module.css';

/**
 * Says the figures come from the embedded simulation, not a real market (DESIGN §8): 模拟行情 on quotes,
 * the same badge with its own words elsewhere (the finance calendar's 模拟数据).
 */
export function SimBadge({ simulated, label = MarketMsg.simulated }: { simulated: boolean; label?: string }) {
  return simulated ? <span className={styles.simBadge}>{label}</span> : null;
}
