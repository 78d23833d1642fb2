import '../../../i18n/register-share-catalog';
import { useState } from 'react';
import { Popup } from '../../../components/popup';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast';
import { useReferralCount } from '../hooks/use-referral-count';
import { useShareActions } from '../hooks/use-share-actions';
import type { ShareChannel, ShareTarget } from '../share-target';
import { SharePoster } from './share-poster';
import styles from './share.module.css';

interface ShareSheetProps {
  visible: boolean;
  target: ShareTarget;
  onClose: () => void;
  /** Told after each completed share, e.g. to count it on the server. */
  onShared?: (channel: ShareChannel) => void;
}

const CHANNELS = [
  { channel: 'friend', icon: '💬', label: 'share.friend' },
  { channel: 'moments', icon: '◎', label: 'share.moments' },
  { channel: 'link', icon: '🔗', label: 'share.copyLink' },
  { channel: 'poster', icon: '🖼', label: 'share.poster' },
  { channel: 'more', icon: '⋯', label: 'share.more' },
] as const;

/** The share menu (SPEC §9): friend, moments, copy link, poster and more. */
export function ShareSheet({ visible, target, onClose, onShared }: ShareSheetProps) {
  const { t } = useTranslation();
  const { run, resolveLink } = useShareActions(target);
  const [guide, setGuide] = useState<'friend' | 'moments' | null>(null);
  const [poster, setPoster] = useState(false);
  const referrals = useReferralCount(visible);

  const choose = async (channel: ShareChannel) => {
    if (channel === 'poster') {
      onClose();
      setPoster(true);
      onShared?.('poster');
      return;
    }
    const outcome = await run(channel);
    onClose();
    if (outcome === 'guide' && (channel === 'friend' || channel === 'moments')) setGuide(channel);
    if (outcome === 'shared' || outcome === 'guide') onShared?.(channel);
  };

  const cancel = () => {
    onClose();
    showToast(t('share.cancelled'));
  };

  return (
    <>
      <Popup visible={visible} onMaskClick={cancel} onClose={onClose} bodyClassName={styles.sheet}>
        <h2 className={styles.title}>{t('share.sheetTitle')}</h2>
        <ul className={styles.actions} data-testid="share-sheet">
          {CHANNELS.map((item) => (
            <li key={item.channel}>
              <button type="button" className={styles.action} onClick={() => void choose(item.channel)}>
                <span className={`${styles.icon} ${styles[item.channel]}`} aria-hidden>
                  {item.icon}
                </span>
                {t(item.label)}
              </button>
            </li>
          ))}
        </ul>
        {referrals.data !== undefined ? (
          <p className={styles.referrals} data-testid="share-referrals">
            {t('share.referrals', { count: referrals.data })}
          </p>
        ) : null}
        <button type="button" className={styles.cancel} onClick={cancel}>
          {t('share.cancel')}
        </button>
      </Popup>
      <SharePoster
        visible={poster}
        target={target}
        resolveLink={resolveLink}
        onClose={() => setPoster(false)}
      />
      {guide ? (
        <div className={styles.guide} role="dialog" aria-modal="true" data-testid="share-guide">
          <span className={styles.guideArrow} aria-hidden>
            ↗
          </span>
          <p>{guide === 'friend' ? t('share.guideFriend') : t('share.guideMoments')}</p>
          <button type="button" className={styles.guideClose} onClick={() => setGuide(null)}>
            {t('share.guideClose')}
          </button>
        </div>
      ) : null}
    </>
  );
}
