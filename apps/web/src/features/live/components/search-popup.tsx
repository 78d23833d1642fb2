import { lazy, Suspense } from 'react';
import { MountWhenOpened } from '../../../components/drawn-once-opened';
import type { SearchPopupProps } from './search-popup-body';

const SearchPopupBody = lazy(async () => ({
  default: (await import('./search-popup-body')).SearchPopupBody,
}));

/**
 * The room's search popup. Its code (the search panel, its date pickers and results) loads the first time
 * it opens, not with the room; after that it stays, so closing animates and reopening is instant.
 */
export function SearchPopup(props: SearchPopupProps) {
  return (
    <MountWhenOpened open={props.visible}>
      <Suspense fallback={null}>
        <SearchPopupBody {...props} />
      </Suspense>
    </MountWhenOpened>
  );
}
