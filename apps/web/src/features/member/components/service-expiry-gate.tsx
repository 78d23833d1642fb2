import { lazy, Suspense } from 'react';
import { StorageKey } from '@app/contract/storage-keys';
import { useStoredValue } from '../../../lib/use-stored-value';

// Loaded only for a logged-in member: a visitor's first page carries none of it.
const ServiceExpiryPopup = lazy(async () => ({
  default: (await import('./service-expiry-popup')).ServiceExpiryPopup,
}));

/** The home page's service-expiry popup, for members only; the popup itself decides whether to show. */
export function ServiceExpiryGate() {
  const loggedIn = useStoredValue(StorageKey.token) !== null;
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <ServiceExpiryPopup />
    </Suspense>
  );
}
