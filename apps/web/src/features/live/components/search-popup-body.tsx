import { Popup } from '../../../components/popup';
import type { LiveMessage, LiveTeacher } from '@app/contract/live';
import { useSearchPanel } from '../hooks/use-search-panel';
import { SearchPanel } from './search-panel';
import styles from './search-panel.module.css';

export interface SearchPopupProps {
  visible: boolean;
  liveId: number;
  categoryId: number;
  teachers: readonly LiveTeacher[];
  onClose: () => void;
  onPick: (msg: LiveMessage) => void;
}

/** The search panel as a full-height popup of the room; closing it resets results, page and keyword. */
export function SearchPopupBody({
  visible,
  liveId,
  categoryId,
  teachers,
  onClose,
  onPick,
}: SearchPopupProps) {
  const panel = useSearchPanel(liveId, categoryId);
  const close = () => {
    panel.resetOnClose();
    onClose();
  };
  return (
    <Popup
      visible={visible}
      onClose={close}
      onMaskClick={close}
      position="right"
      bodyClassName={styles.popup}
    >
      <SearchPanel
        panel={panel}
        teachers={teachers}
        onClose={close}
        onPick={(msg) => {
          close();
          onPick(msg);
        }}
      />
    </Popup>
  );
}
