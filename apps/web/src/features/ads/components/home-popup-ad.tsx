import { useEffect, useState } from 'react';
import { StorageKey } from '@app/contract/storage-keys';
import { AdModal } from './ad-modal';
import { usePopupAd } from '../api/get-popup-ad';
import { storage } from '../../../lib/storage';

/**
 * The home pop-up ad (SPEC §3 advertisementShow, §7 /api/ad/popup/advert). Once it has been shown the
 * flag is stored, so it does not come back; the request wrapper clears the flag with the session.
 */
export function HomePopupAd() {
  const { data: ad } = usePopupAd();
  const [open, setOpen] = useState(true);

  useEffect(() => {
    if (ad) storage.set(StorageKey.advertisementShow, '1');
  }, [ad]);

  if (!ad || !open) return null;
  return <AdModal ad={ad} onClose={() => setOpen(false)} />;
}
