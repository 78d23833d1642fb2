import { useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { modifyPasswordRequest } from '@app/contract/account';
import { PASSWORD_MAX } from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import { Pages } from '@app/contract/pages';
import { FormField } from '../../../components/form-field';
import { PageShell } from '../../../components/page-shell';
import { PasswordInput } from '../../../components/password-input';
import { fieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { appNavigate } from '../../../lib/navigation';
import { showSuccess } from '../../../lib/toast';
import { endSession } from '../api/end-session';
import { useModifyPassword } from '../api/modify-password';
import styles from './member-forms.module.css';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** Change password; the server signs the member out everywhere, so the app goes to login. */
export function PasswordPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const modify = useModifyPassword();
  const set = (field: Field) => (value: string) => setForm((prev) => ({ ...prev, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = modifyPasswordRequest.safeParse({ oldPassword: form.oldPassword, newPassword: form.newPassword });
    const next: FieldErrors<Field> = parsed.success ? {} : fieldErrors<Field>(parsed.error.issues);
    if (!next.newPassword && form.confirmPassword !== form.newPassword) next.confirmPassword = Msg.passwordMismatch;
    if (!parsed.success || next.confirmPassword) {
      setErrors(next);
      return;
    }
    setErrors({});
    modify.mutate(parsed.data, {
      onSuccess: () => {
        endSession(queryClient);
        showSuccess(Msg.passwordChanged);
        appNavigate(Pages.login, 'reLaunch');
      },
    });
  };

  return (
    <PageShell title={t('password.title')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormField id="password-old" label={t('password.oldPassword')} error={errors.oldPassword}>
          <PasswordInput
            id="password-old"
            value={form.oldPassword}
            onChange={set('oldPassword')}
            placeholder={t('password.oldPasswordPlaceholder')}
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
          />
        </FormField>
        <FormField id="password-new" label={t('password.newPassword')} error={errors.newPassword}>
          <PasswordInput
            id="password-new"
            value={form.newPassword}
            onChange={set('newPassword')}
            placeholder={t('auth.newPasswordPlaceholder')}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
          />
        </FormField>
        <FormField id="password-confirm" label={t('password.confirmPassword')} error={errors.confirmPassword}>
          <PasswordInput
            id="password-confirm"
            value={form.confirmPassword}
            onChange={set('confirmPassword')}
            placeholder={t('auth.confirmPasswordPlaceholder')}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
          />
        </FormField>
        <p className={styles.hint}>{t('password.hint')}</p>
        <div className={styles.actions}>
          <Button block type="submit" color="primary" shape="rounded" loading={modify.isPending} disabled={modify.isPending}>
            {t('password.submit')}
          </Button>
        </div>
      </form>
    </PageShell>
  );
}
