import { useState, type ReactNode } from 'react';

/**
 * Mounts its children the first time `open` is true, and keeps them from then on (so closing still
 * animates and reopening is instant). A popup nobody has opened costs the page's renders nothing.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? children : null;
}
