import { useTranslation } from 'react-i18next';
import type { LiveSocketState } from '@app/client-core/socket/live-socket';
import styles from './reconnect-banner.module.css';

/** Says the room is reconnecting while the socket is down (SPEC §4); missed messages are filled in after. */
export function ReconnectBanner({ state }: { state: LiveSocketState }) {
  const { t } = useTranslation();
  if (state !== 'reconnecting') return null;
  return (
    <div className={styles.reconnect} role="status" data-testid="reconnect-banner">
      {t('liveMsg.reconnecting')}
    </div>
  );
}
