import { loadedWhenOpened } from '../../../components/drawn-once-opened';
import type { SearchPopupProps } from './search-popup-body';

/**
 * The room's search popup. Its code (the search panel, its date pickers and results) loads the first time
 * it opens, not with the room; after that it stays, so closing animates and reopening is instant.
 */
export const SearchPopup = loadedWhenOpened<SearchPopupProps>(
  async () => (await import('./search-popup-body')).SearchPopupBody,
  (props) => props.visible,
);
