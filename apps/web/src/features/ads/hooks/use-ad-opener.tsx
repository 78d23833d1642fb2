import { useState, type ReactNode } from 'react';
import type { Advertisement } from '@app/contract/ad';
import { openAd } from './open-ad';
import { AdDetailsPopup } from '../components/ad-details-popup';

/**
 * Opening ads the one way (SPEC §2): a link opens its page or the web view, an ad without a link opens
 * a popup with its data. Render `details` once where the ads are listed.
 */
export function useAdOpener(): { open: (ad: Advertisement) => void; details: ReactNode } {
  const [shown, setShown] = useState<Advertisement | null>(null);
  return {
    open: (ad) => openAd(ad, setShown),
    details: <AdDetailsPopup ad={shown} onClose={() => setShown(null)} />,
  };
}
