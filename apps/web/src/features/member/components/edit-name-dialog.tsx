import { useState } from 'react';
import { Dialog, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { modifyNameRequest } from '@app/contract/account';
import { Msg } from '@app/contract/messages';
import { NAME_MAX } from '@app/contract/limits';
import { translateMsg } from '../../../i18n/translate-msg';
import { showSuccess } from '../../../lib/toast';
import { useModifyName } from '../api/modify-name';
import styles from './edit-name-dialog.module.css';

interface EditNameDialogProps {
  initial: string;
  onClose: () => void;
}

/** Name editor shown over the profile page; saves through POST /api/member/modify/name. */
export function EditNameDialog({ initial, onClose }: EditNameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const modify = useModifyName();

  const save = () => {
    const parsed = modifyNameRequest.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? Msg.nameRequired);
      return;
    }
    setError(null);
    modify.mutate(parsed.data.name, {
      onSuccess: () => {
        showSuccess(Msg.saveOk);
        onClose();
      },
    });
  };

  return (
    <Dialog
      visible
      title={t('profile.editName')}
      onClose={onClose}
      closeOnAction={false}
      content={
        <div className={styles.body}>
          <Input
            id="edit-name"
            aria-label={t('profile.name')}
            value={name}
            onChange={setName}
            placeholder={t('profile.namePlaceholder')}
            maxLength={NAME_MAX}
            clearable
            autoFocus
            className={styles.input}
          />
          {error ? (
            <p className={styles.error} role="alert">
              {translateMsg(error)}
            </p>
          ) : null}
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: t('common.cancel'), onClick: onClose },
          { key: 'save', text: t('common.save'), bold: true, disabled: modify.isPending, onClick: save },
        ],
      ]}
    />
  );
}
