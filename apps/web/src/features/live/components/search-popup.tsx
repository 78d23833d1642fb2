import { lazy, Suspense, useState } from 'react';
import type { SearchPopupProps } from './search-popup-body';

const SearchPopupBody = lazy(async () => ({
  default: (await import('./search-popup-body')).SearchPopupBody,
}));

/**
 * The room's search popup. Its code (the search panel, its date pickers and results) loads the first time
 * it opens, not with the room; after that it stays, so closing animates and reopening is instant.
 */
export function SearchPopup(props: SearchPopupProps) {
  const [opened, setOpened] = useState(props.visible);
  if (props.visible && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SearchPopupBody {...props} />
    </Suspense>
  );
}
