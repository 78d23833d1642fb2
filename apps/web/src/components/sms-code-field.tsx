import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { SmsPurpose } from '@app/contract/account';
import { SMS_CODE_LENGTH } from '@app/contract/limits';
import { CaptchaField } from './captcha-field';
import { FormField } from './form-field';
import { SmsCodeButton } from './sms-code-button';
import { useCaptcha } from './use-captcha';

interface SmsCodeFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** The number the code is sent to (the form's mobile field). */
  mobile: string;
  purpose: SmsPurpose;
  /** Receives the mobile field's message when the number cannot be sent to (null when it can). */
  onMobileError: (message: string | null) => void;
}

/** SMS verification code with its 获取验证码 button, and the image captcha once sending needs one. */
export function SmsCodeField({ id, error, mobile, purpose, onMobileError, ...input }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  return (
    <>
      <CaptchaField id={`${id}-captcha`} captcha={captcha} />
      <FormField
        id={id}
        label={t('auth.code')}
        error={error}
        extra={
          <SmsCodeButton mobile={mobile} purpose={purpose} onMobileError={onMobileError} captcha={captcha} />
        }
      >
        <Input
          id={id}
          name="code"
          inputMode="numeric"
          placeholder={t('auth.codePlaceholder')}
          autoComplete="one-time-code"
          maxLength={SMS_CODE_LENGTH}
          {...input}
        />
      </FormField>
    </>
  );
}
