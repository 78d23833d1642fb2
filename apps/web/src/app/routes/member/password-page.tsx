import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { modifyPasswordRequest } from '@app/contract/account';
import { Msg } from '@app/contract/messages';
import { Pages } from '@app/contract/pages';
import { PageShell } from '../../../components/page-shell';
import { CaptchaField } from '../../../components/captcha-field';
import { PasswordField } from '../../../components/password-field';
import { PasswordPairFields } from '../../../components/password-pair-fields';
import { SubmitButton } from '../../../components/submit-button';
import { useCaptcha } from '../../../components/use-captcha';
import { confirmPassword } from '../../../lib/confirm-password';
import { appNavigate } from '../../../lib/navigation';
import { showSuccess } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { endSession } from '../../../features/member/api/end-session';
import { useModifyPassword } from '../../../features/member/api/modify-password';
import styles from './member-forms.module.css';

/** Change password; the server signs the member out everywhere, so the app goes to login. */
export function PasswordPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useSchemaForm({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const modify = useModifyPassword();
  // Wrong old passwords are throttled per member: the server may ask for the image captcha.
  const captcha = useCaptcha();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { oldPassword, newPassword } = form.values;
    const request = form.validate(
      modifyPasswordRequest,
      { oldPassword, newPassword, ...captcha.fields() },
      confirmPassword('newPassword', 'confirmPassword'),
    );
    const answered = captcha.check();
    if (!request || !answered) return;
    modify.mutate(request, {
      onError: captcha.settle,
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
        <PasswordField
          id="password-old"
          label={t('password.oldPassword')}
          placeholder={t('password.oldPasswordPlaceholder')}
          autoComplete="current-password"
          {...form.bind('oldPassword')}
        />
        <PasswordPairFields
          ids={['password-new', 'password-confirm']}
          labels={[t('password.newPassword'), t('password.confirmPassword')]}
          password={form.bind('newPassword')}
          confirm={form.bind('confirmPassword')}
        />
        <CaptchaField id="password-captcha" captcha={captcha} />
        <p className={styles.hint}>{t('password.hint')}</p>
        <div className={styles.actions}>
          <SubmitButton busy={modify.isPending}>{t('password.submit')}</SubmitButton>
        </div>
      </form>
    </PageShell>
  );
}
