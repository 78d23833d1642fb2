import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { codeLoginRequest, type LoginResult } from '@app/contract/account';
import { SMS_CODE_LENGTH } from '@app/contract/limits';
import { Pages } from '@app/contract/pages';
import { FormField } from '../../../components/form-field';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { fieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useCodeLogin } from '../api/code-login';
import { AgreementLine, AuthLinks } from '../components/auth-links';
import { AuthLayout } from '../components/auth-layout';

type Field = 'mobile' | 'code';

interface MobileLoginPageProps {
  onLoggedIn: (result: LoginResult) => Promise<void>;
}

/** Mobile number and SMS code login (custom nav); unknown numbers get an account. */
export function MobileLoginPage({ onLoggedIn }: MobileLoginPageProps) {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [finishing, setFinishing] = useState(false);
  const login = useCodeLogin();
  const busy = login.isPending || finishing;

  const submit = () => {
    if (busy) return;
    const parsed = codeLoginRequest.safeParse({ mobile, code });
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error.issues));
      return;
    }
    setErrors({});
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
      title={t('auth.smsLoginTitle')}
      subtitle={t('auth.smsLoginSub')}
      onSubmit={submit}
      footer={
        <>
          <AuthLinks
            links={[
              { label: t('auth.accountLogin'), to: Pages.login },
              { label: t('auth.goRegister'), to: Pages.register },
            ]}
          />
          <AgreementLine />
        </>
      }
    >
      <FormField id="sms-mobile" label={t('auth.mobile')} error={errors.mobile}>
        <Input
          id="sms-mobile"
          name="mobile"
          type="tel"
          inputMode="numeric"
          value={mobile}
          onChange={setMobile}
          placeholder={t('auth.mobilePlaceholder')}
          autoComplete="tel"
          maxLength={11}
          clearable
        />
      </FormField>
      <FormField
        id="sms-code"
        label={t('auth.code')}
        error={errors.code}
        extra={
          <SmsCodeButton
            mobile={mobile}
            purpose="login"
            onMobileError={(message) => setErrors((prev) => ({ ...prev, mobile: message ?? undefined }))}
          />
        }
      >
        <Input
          id="sms-code"
          name="code"
          inputMode="numeric"
          value={code}
          onChange={setCode}
          placeholder={t('auth.codePlaceholder')}
          autoComplete="one-time-code"
          maxLength={SMS_CODE_LENGTH}
        />
      </FormField>
      <Button block type="submit" color="primary" shape="rounded" loading={busy} disabled={busy} loadingText={t('auth.loggingIn')}>
        {t('auth.login')}
      </Button>
    </AuthLayout>
  );
}
