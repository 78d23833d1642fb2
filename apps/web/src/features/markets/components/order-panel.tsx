import { useEffect } from 'react';
import { loadedWhenOpened } from '../../../components/drawn-once-opened';
import { whenIdle } from '../../../lib/when-idle';
import type { OrderPanelProps } from './order-panel-body';

export type { OrderPreset } from './order-panel-body';

const loadBody = () => import('./order-panel-body');
const LoadedOrderPanel = loadedWhenOpened<OrderPanelProps>(
  async () => (await loadBody()).OrderPanelBody,
  (props) => props.visible,
);

/**
 * The order panel of a race the member trades in. Its code (the stock search, the side picker, the
 * stepper) is not part of the race page's first load: it is fetched once the page is idle, and the panel
 * mounts the first time it opens.
 */
export function OrderPanel(props: OrderPanelProps) {
  // A failed fetch (offline) is tried again when the panel opens.
  useEffect(() => whenIdle(() => void loadBody().catch(() => undefined)), []);
  return <LoadedOrderPanel {...props} />;
}
