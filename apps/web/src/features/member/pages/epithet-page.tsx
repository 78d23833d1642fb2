import { useState, type FormEvent } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { modifyNicknameRequest } from '@app/contract/account';
import { NICKNAME_MAX } from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import { FormField } from '../../../components/form-field';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { Skeleton } from '../../../components/skeleton';
import { appNavigate } from '../../../lib/navigation';
import { showSuccess } from '../../../lib/toast';
import { useMemberInfo } from '../api/get-member-info';
import { useModifyNickname } from '../api/modify-nickname';
import styles from './member-forms.module.css';

function NicknameForm({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const [nickname, setNickname] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const modify = useModifyNickname();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = modifyNicknameRequest.safeParse({ nickname });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? Msg.nicknameRequired);
      return;
    }
    setError(null);
    modify.mutate(parsed.data.nickname, {
      onSuccess: () => {
        showSuccess(Msg.saveOk);
        appNavigate('', 'navigateBack');
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormField id="epithet-nickname" label={t('profile.nickname')} error={error}>
        <Input
          id="epithet-nickname"
          name="nickname"
          value={nickname}
          onChange={setNickname}
          placeholder={t('epithet.placeholder')}
          maxLength={NICKNAME_MAX}
          clearable
          autoFocus
        />
      </FormField>
      <p className={styles.hint}>{t('epithet.hint')}</p>
      <div className={styles.actions}>
        <Button block type="submit" color="primary" shape="rounded" loading={modify.isPending} disabled={modify.isPending}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}

/** Nickname editor, prefilled with the current nickname. */
export function EpithetPage() {
  const { t } = useTranslation();
  const { data: info, isPending, isError, refetch } = useMemberInfo(true);
  let body;
  if (isPending) body = <Skeleton lines={2} />;
  else if (isError || !info) body = <LoadError onRetry={() => void refetch()} />;
  else body = <NicknameForm initial={info.nickname ?? ''} />;
  return <PageShell title={t('epithet.title')}>{body}</PageShell>;
}
