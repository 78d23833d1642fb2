import { MarketMsg } from '@app/contract/markets-msg';
import styles from './markets.module.css';

/** Says the prices come from the embedded simulation, not a real market (DESIGN §8). */
export function SimBadge({ simulated }: { simulated: boolean }) {
  return simulated ? <span className={styles.simBadge}>{MarketMsg.simulated}</span> : null;
}
