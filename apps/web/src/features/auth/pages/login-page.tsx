import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { accountLoginRequest, type LoginResult } from '@app/contract/account';
import { PASSWORD_MAX } from '@app/contract/limits';
import { Pages } from '@app/contract/pages';
import { FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { fieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useAccountLogin } from '../api/account-login';
import { AgreementLine, AuthLinks } from '../components/auth-links';
import { AuthLayout } from '../components/auth-layout';

type Field = 'username' | 'password';

interface LoginPageProps {
  onLoggedIn: (result: LoginResult) => Promise<void>;
}

/** Account and password login (custom nav). */
export function LoginPage({ onLoggedIn }: LoginPageProps) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [finishing, setFinishing] = useState(false);
  const login = useAccountLogin();
  const busy = login.isPending || finishing;

  const submit = () => {
    if (busy) return;
    const parsed = accountLoginRequest.safeParse({ username, password });
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error.issues));
      return;
    }
    setErrors({});
    // On failure the wrapper shows the server's message; what was typed stays in the form.
    login.mutate(parsed.data, {
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
      title={t('auth.loginTitle')}
      subtitle={t('auth.welcome')}
      onSubmit={submit}
      footer={
        <>
          <AuthLinks
            links={[
              { label: t('auth.smsLogin'), to: Pages.loginMobile },
              { label: t('auth.goRegister'), to: Pages.register },
            ]}
          />
          <AgreementLine />
        </>
      }
    >
      <FormField id="login-username" label={t('auth.username')} error={errors.username}>
        <Input
          id="login-username"
          name="username"
          value={username}
          onChange={setUsername}
          placeholder={t('auth.usernamePlaceholder')}
          autoComplete="username"
          autoCapitalize="off"
          autoCorrect="off"
          maxLength={64}
          clearable
        />
      </FormField>
      <FormField id="login-password" label={t('auth.password')} error={errors.password}>
        <PasswordInput
          id="login-password"
          value={password}
          onChange={setPassword}
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
        />
      </FormField>
      <Button block type="submit" color="primary" shape="rounded" loading={busy} disabled={busy} loadingText={t('auth.loggingIn')}>
        {t('auth.login')}
      </Button>
    </AuthLayout>
  );
}
