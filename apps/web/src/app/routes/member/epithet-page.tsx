import type { FormEvent } from 'react';
import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { modifyNicknameRequest } from '@app/contract/account';
import { NICKNAME_MAX } from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import { FormField } from '../../../components/form-field';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { Skeleton } from '../../../components/skeleton';
import { SubmitButton } from '../../../components/submit-button';
import { appNavigate } from '../../../lib/navigation';
import { showSuccess } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useMemberInfo } from '../../../features/member/api/get-member-info';
import { useModifyNickname } from '../../../features/member/api/modify-nickname';
import styles from './member-forms.module.css';

function NicknameForm({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const form = useSchemaForm({ nickname: initial });
  const modify = useModifyNickname();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = form.validate(modifyNicknameRequest, form.values);
    if (!request) return;
    modify.mutate(request.nickname, {
      onSuccess: () => {
        showSuccess(Msg.saveOk);
        appNavigate('', 'navigateBack');
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormField id="epithet-nickname" label={t('profile.nickname')} error={form.errors.nickname}>
        <Input
          id="epithet-nickname"
          name="nickname"
          value={form.values.nickname}
          onChange={form.setValue('nickname')}
          placeholder={t('epithet.placeholder')}
          maxLength={NICKNAME_MAX}
          clearable
          autoFocus
        />
      </FormField>
      <p className={styles.hint}>{t('epithet.hint')}</p>
      <div className={styles.actions}>
        <SubmitButton busy={modify.isPending}>{t('common.save')}</SubmitButton>
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
