import { useTranslation } from 'react-i18next';
import { accountLoginRequest, type LoginResult } from '@app/contract/account';
import { Pages } from '@app/contract/pages';
import { CaptchaField } from '../../../components/captcha-field';
import { PasswordField } from '../../../components/password-field';
import { SubmitButton } from '../../../components/submit-button';
import { useCaptcha } from '../../../components/use-captcha';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useAccountLogin } from '../../../features/auth/api/account-login';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { UsernameField } from '../../../features/auth/components/username-field';
import { useLoginSubmit } from '../../../features/auth/hooks/use-login-submit';
import { WechatLoginButton } from '../../../features/wechat/components/wechat-login-button';
import { useOffiaccountReturn } from '../../../features/wechat/hooks/use-offiaccount-return';

interface LoginPageProps {
  onLoggedIn: (result: LoginResult) => Promise<void>;
}

/**
 * Account and password login (custom nav). After repeated failures the server asks for the image
 * captcha: it appears under the password and what was typed stays.
 */
export function LoginPage({ onLoggedIn }: LoginPageProps) {
  const { t } = useTranslation();
  const form = useSchemaForm({ username: '', password: '' });
  const captcha = useCaptcha();
  const login = useLoginSubmit(useAccountLogin(), onLoggedIn, captcha.settle);
  useOffiaccountReturn(onLoggedIn);

  const submit = () => {
    if (login.busy) return;
    const request = form.validate(accountLoginRequest, { ...form.values, ...captcha.fields() });
    const answered = captcha.check();
    if (request && answered) login.send(request);
  };

  return (
    <AuthLayout
      title={t('auth.loginTitle')}
      subtitle={t('auth.welcome')}
      onSubmit={submit}
      links={[
        { label: t('auth.smsLogin'), to: Pages.loginMobile },
        { label: t('auth.goRegister'), to: Pages.register },
      ]}
    >
      <UsernameField id="login-username" {...form.bind('username')} />
      <PasswordField
        id="login-password"
        label={t('auth.password')}
        placeholder={t('auth.passwordPlaceholder')}
        autoComplete="current-password"
        {...form.bind('password')}
      />
      <CaptchaField id="login-captcha" captcha={captcha} />
      <SubmitButton busy={login.busy} loadingText={t('auth.loggingIn')}>
        {t('auth.login')}
      </SubmitButton>
      <WechatLoginButton />
    </AuthLayout>
  );
}
