import { useState } from 'react';

/** The room's view toggles: full screen, raised list, collapsed tools, and the filter and search popups. */
export function useRoomPanels() {
  const [fullscreen, setFullscreen] = useState(false);
  const [raised, setRaised] = useState(false);
  const [toolsCollapsed, setToolsCollapsed] = useState(false);
  const [filterOpen, setFilterOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  return {
    fullscreen,
    raised,
    toolsCollapsed,
    filterOpen,
    searchOpen,
    toggleFullscreen: () => setFullscreen((value) => !value),
    toggleRaised: () => setRaised((value) => !value),
    toggleTools: () => setToolsCollapsed((value) => !value),
    setFilterOpen,
    setSearchOpen,
  };
}
