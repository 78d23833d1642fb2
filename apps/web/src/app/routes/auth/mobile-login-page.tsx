import { useTranslation } from 'react-i18next';
import { codeLoginRequest, type LoginResult } from '@app/contract/account';
import { Pages } from '@app/contract/pages';
import { MobileCodeFields } from '../../../components/mobile-code-fields';
import { SubmitButton } from '../../../components/submit-button';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCodeLogin } from '../../../features/auth/api/code-login';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { useLoginSubmit } from '../../../features/auth/hooks/use-login-submit';

interface MobileLoginPageProps {
  onLoggedIn: (result: LoginResult) => Promise<void>;
}

/** Mobile number and SMS code login (custom nav); unknown numbers get an account. */
export function MobileLoginPage({ onLoggedIn }: MobileLoginPageProps) {
  const { t } = useTranslation();
  const form = useSchemaForm({ mobile: '', code: '' });
  const login = useLoginSubmit(useCodeLogin(), onLoggedIn);

  const submit = () => {
    if (login.busy) return;
    const request = form.validate(codeLoginRequest, form.values);
    if (request) login.send(request);
  };

  return (
    <AuthLayout
      title={t('auth.smsLoginTitle')}
      subtitle={t('auth.smsLoginSub')}
      onSubmit={submit}
      links={[
        { label: t('auth.accountLogin'), to: Pages.login },
        { label: t('auth.goRegister'), to: Pages.register },
      ]}
    >
      <MobileCodeFields idPrefix="sms" purpose="login" form={form} />
      <SubmitButton busy={login.busy} loadingText={t('auth.loggingIn')}>
        {t('auth.login')}
      </SubmitButton>
    </AuthLayout>
  );
}
