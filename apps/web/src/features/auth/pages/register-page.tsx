import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { registerRequest, type LoginResult } from '@app/contract/account';
import { Msg } from '@app/contract/messages';
import { NICKNAME_MAX, PASSWORD_MAX, SMS_CODE_LENGTH, USERNAME_MAX } from '@app/contract/limits';
import { Pages } from '@app/contract/pages';
import { FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { fieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useRegister } from '../api/register';
import { AgreementLine, AuthLinks } from '../components/auth-links';
import { AuthLayout } from '../components/auth-layout';

type Field = 'username' | 'password' | 'confirmPassword' | 'mobile' | 'code' | 'nickname';

interface RegisterPageProps {
  onLoggedIn: (result: LoginResult) => Promise<void>;
}

/** Registration with mobile verification (custom nav); the new member is logged in at once. */
export function RegisterPage({ onLoggedIn }: RegisterPageProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ username: '', password: '', confirmPassword: '', mobile: '', code: '', nickname: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [finishing, setFinishing] = useState(false);
  const registration = useRegister();
  const busy = registration.isPending || finishing;
  const set = (field: Field) => (value: string) => setForm((prev) => ({ ...prev, [field]: value }));

  const submit = () => {
    if (busy) return;
    const { confirmPassword, nickname, ...rest } = form;
    const parsed = registerRequest.safeParse({ ...rest, nickname: nickname.trim() || undefined });
    const next: FieldErrors<Field> = parsed.success ? {} : fieldErrors<Field>(parsed.error.issues);
    if (!next.password && confirmPassword !== form.password) next.confirmPassword = Msg.passwordMismatch;
    if (!parsed.success || next.confirmPassword) {
      setErrors(next);
      return;
    }
    setErrors({});
    registration.mutate(parsed.data, {
      onSuccess: async (result) => {
        setFinishing(true);
        try {
          await onLoggedIn(result);
        } finally {
          setFinishing(false);
        }
      },
    });
  };

  return (
    <AuthLayout
      title={t('auth.registerTitle')}
      subtitle={t('auth.registerSub')}
      onSubmit={submit}
      footer={
        <>
          <AuthLinks links={[{ label: t('auth.haveAccount'), to: Pages.login }]} />
          <AgreementLine />
        </>
      }
    >
      <FormField id="register-username" label={t('auth.username')} error={errors.username}>
        <Input
          id="register-username"
          name="username"
          value={form.username}
          onChange={set('username')}
          placeholder={t('auth.usernameRulePlaceholder')}
          autoComplete="username"
          autoCapitalize="off"
          autoCorrect="off"
          maxLength={USERNAME_MAX}
          clearable
        />
      </FormField>
      <FormField id="register-password" label={t('auth.password')} error={errors.password}>
        <PasswordInput
          id="register-password"
          value={form.password}
          onChange={set('password')}
          placeholder={t('auth.newPasswordPlaceholder')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
        />
      </FormField>
      <FormField id="register-confirm" label={t('auth.confirmPassword')} error={errors.confirmPassword}>
        <PasswordInput
          id="register-confirm"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
          placeholder={t('auth.confirmPasswordPlaceholder')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
        />
      </FormField>
      <FormField id="register-mobile" label={t('auth.mobile')} error={errors.mobile}>
        <Input
          id="register-mobile"
          name="mobile"
          type="tel"
          inputMode="numeric"
          value={form.mobile}
          onChange={set('mobile')}
          placeholder={t('auth.mobilePlaceholder')}
          autoComplete="tel"
          maxLength={11}
          clearable
        />
      </FormField>
      <FormField
        id="register-code"
        label={t('auth.code')}
        error={errors.code}
        extra={
          <SmsCodeButton
            mobile={form.mobile}
            purpose="register"
            onMobileError={(message) => setErrors((prev) => ({ ...prev, mobile: message ?? undefined }))}
          />
        }
      >
        <Input
          id="register-code"
          name="code"
          inputMode="numeric"
          value={form.code}
          onChange={set('code')}
          placeholder={t('auth.codePlaceholder')}
          autoComplete="one-time-code"
          maxLength={SMS_CODE_LENGTH}
        />
      </FormField>
      <FormField id="register-nickname" label={t('auth.nickname')} error={errors.nickname}>
        <Input
          id="register-nickname"
          name="nickname"
          value={form.nickname}
          onChange={set('nickname')}
          placeholder={t('auth.nicknamePlaceholder')}
          autoComplete="nickname"
          maxLength={NICKNAME_MAX}
          clearable
        />
      </FormField>
      <Button block type="submit" color="primary" shape="rounded" loading={busy} disabled={busy} loadingText={t('auth.registering')}>
        {t('auth.register')}
      </Button>
    </AuthLayout>
  );
}
