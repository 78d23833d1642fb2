import { Popup } from '../../../components/popup';
import type { Advertisement } from '@app/contract/ad';
import { LazyImage } from '../../../components/lazy-image';
import styles from './ad-details-popup.module.css';

interface AdDetailsPopupProps {
  /** The ad to show, or null when the popup is closed. */
  ad: Advertisement | null;
  onClose: () => void;
}

/** An ad without a link opens this popup with its own data: title, picture, content (SPEC §2). */
export function AdDetailsPopup({ ad, onClose }: AdDetailsPopupProps) {
  return (
    <Popup
      visible={ad !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.popup}
      showCloseButton
    >
      {ad ? (
        <div data-testid="ad-popup">
          <h3 className={styles.title}>{ad.title}</h3>
          <LazyImage src={ad.pic} alt="" ratio={16 / 9} />
          {ad.content ? <p className={styles.content}>{ad.content}</p> : null}
        </div>
      ) : null}
    </Popup>
  );
}
