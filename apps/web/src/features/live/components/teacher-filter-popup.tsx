import { useState } from 'react';
import { Button } from 'antd-mobile';
import { Popup } from '../../../components/popup';
import { useTranslation } from 'react-i18next';
import type { LiveTeacher } from '@app/contract/live';
import { TeacherChecklist } from './teacher-checklist';
import sheet from './sheet.module.css';

interface TeacherFilterPopupProps {
  visible: boolean;
  teachers: readonly LiveTeacher[];
  value: readonly number[];
  onClose: () => void;
  onApply: (ids: number[]) => void;
}

/** Multi-select popup of the room's teachers; applying reloads the list with only their messages. */
export function TeacherFilterPopup({ visible, teachers, value, onClose, onApply }: TeacherFilterPopupProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<number[]>([...value]);
  return (
    <Popup
      visible={visible}
      onClose={onClose}
      afterShow={() => setDraft([...value])}
      onMaskClick={onClose}
      bodyClassName={sheet.sheet}
    >
      <h2 className={sheet.sheetTitle}>{t('live.teacherFilterTitle')}</h2>
      <div className={sheet.sheetBody} data-testid="teacher-filter-list">
        <TeacherChecklist teachers={teachers} value={draft} onChange={setDraft} />
      </div>
      <div className={sheet.sheetActions}>
        <Button block shape="rounded" onClick={() => setDraft([])}>
          {t('live.teacherFilterReset')}
        </Button>
        <Button
          block
          shape="rounded"
          color="primary"
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          {t('live.teacherFilterApply')}
        </Button>
      </div>
    </Popup>
  );
}
