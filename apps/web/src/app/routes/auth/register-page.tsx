import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { registerRequest, type LoginResult } from '@app/contract/account';
import { NICKNAME_MAX } from '@app/contract/limits';
import { Pages } from '@app/contract/pages';
import { FormField } from '../../../components/form-field';
import { MobileCodeFields } from '../../../components/mobile-code-fields';
import { PasswordPairFields } from '../../../components/password-pair-fields';
import { SubmitButton } from '../../../components/submit-button';
import { confirmPassword } from '../../../lib/confirm-password';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useRegister } from '../../../features/auth/api/register';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { UsernameField } from '../../../features/auth/components/username-field';
import { useLoginSubmit } from '../../../features/auth/hooks/use-login-submit';

interface RegisterPageProps {
  onLoggedIn: (result: LoginResult) => Promise<void>;
}

/** Registration with mobile verification (custom nav); the new member is logged in at once. */
export function RegisterPage({ onLoggedIn }: RegisterPageProps) {
  const { t } = useTranslation();
  const form = useSchemaForm({
    username: '',
    password: '',
    confirmPassword: '',
    mobile: '',
    code: '',
    nickname: '',
  });
  const registration = useLoginSubmit(useRegister(), onLoggedIn);

  const submit = () => {
    if (registration.busy) return;
    const { confirmPassword: _confirm, nickname, ...rest } = form.values;
    const request = form.validate(
      registerRequest,
      { ...rest, nickname: nickname.trim() || undefined },
      confirmPassword('password', 'confirmPassword'),
    );
    if (request) registration.send(request);
  };

  return (
    <AuthLayout
      title={t('auth.registerTitle')}
      subtitle={t('auth.registerSub')}
      onSubmit={submit}
      links={[{ label: t('auth.haveAccount'), to: Pages.login }]}
    >
      <UsernameField id="register-username" isNew {...form.bind('username')} />
      <PasswordPairFields
        ids={['register-password', 'register-confirm']}
        labels={[t('auth.password'), t('auth.confirmPassword')]}
        password={form.bind('password')}
        confirm={form.bind('confirmPassword')}
      />
      <MobileCodeFields idPrefix="register" purpose="register" form={form} />
      <FormField id="register-nickname" label={t('auth.nickname')} error={form.errors.nickname}>
        <Input
          id="register-nickname"
          name="nickname"
          value={form.values.nickname}
          onChange={form.setValue('nickname')}
          placeholder={t('auth.nicknamePlaceholder')}
          autoComplete="nickname"
          maxLength={NICKNAME_MAX}
          clearable
        />
      </FormField>
      <SubmitButton busy={registration.busy} loadingText={t('auth.registering')}>
        {t('auth.register')}
      </SubmitButton>
    </AuthLayout>
  );
}
