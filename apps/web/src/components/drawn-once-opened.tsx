import {
  createElement,
  lazy,
  Suspense,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * Mounts its children the first time `open` is true, and keeps them from then on (so closing still
 * animates and reopening is instant). For a popup whose code loads when it first opens.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? children : null;
}

/**
 * A popup whose code loads the first time it opens, not with its page: `load` imports the popup (a module of
 * its own), which mounts on its first opening and stays. The app's popups slide in even when mounted open.
 */
export function loadedWhenOpened<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LoadedWhenOpened(props: P) {
    return (
      <MountWhenOpened open={isOpen(props)}>
        <Suspense fallback={null}>{createElement(Loaded, props)}</Suspense>
      </MountWhenOpened>
    );
  }
  return LoadedWhenOpened;
}

interface Openable {
  visible?: boolean;
  forceRender?: boolean;
}

/**
 * A UI kit popup drawn only once it has been opened. Closed, the kit's popups still run their spring, drag
 * gesture and portal with every render of the page, and most popups are never opened.
 *
 * Once drawn it stays, so closing animates and reopening is instant. Its first opening mounts it closed and
 * opens it in the same frame (a layout effect, before paint): mounted already open, the kit's spring would
 * start where it ends and the popup would appear without sliding in.
 */
export function drawnOnceOpened<P extends Openable>(Kit: ComponentType<P>, name: string) {
  function DrawnOnceOpened(props: P) {
    const wanted = props.visible === true || props.forceRender === true;
    const [drawn, setDrawn] = useState(false);
    useLayoutEffect(() => {
      if (wanted) setDrawn(true);
    }, [wanted]);
    if (!drawn && !wanted) return null;
    return <Kit {...props} visible={drawn && props.visible === true} />;
  }
  DrawnOnceOpened.displayName = name;
  return DrawnOnceOpened;
}
