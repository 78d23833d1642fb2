// The ad's three texts come with home: the links pages' catalog shares them, so with the ad's own chunk
// they would tie every links page to it.
import '../../../i18n/register-ad-popup-catalog';
import { lazy, Suspense, useEffect, useState } from 'react';
import { StorageKey } from '@app/contract/storage-keys';
import { storage } from '../../../lib/storage';

// Loaded only after the home page has rendered, and only when the ad has not been shown yet: the
// first page's bundle carries none of it.
const HomePopupAd = lazy(async () => ({ default: (await import('./home-popup-ad')).HomePopupAd }));

/** Decides, after the first render, whether the home pop-up ad should be fetched and shown. */
export function HomePopupGate() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (storage.get(StorageKey.advertisementShow) === null) setWanted(true);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <HomePopupAd />
    </Suspense>
  );
}
