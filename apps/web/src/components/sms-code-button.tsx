import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { mobileField, type SmsPurpose } from '@app/contract/account';
import { SMS_RESEND_INTERVAL_MS } from '@app/contract/limits';
import { sendSmsCode } from '../lib/sms-code';
import { showToast } from '../lib/toast';
import { useCountdown } from '../lib/use-countdown';
import type { Captcha } from './use-captcha';

interface SmsCodeButtonProps {
  mobile: string;
  purpose: SmsPurpose;
  /** Receives the mobile validation message (null when the number is fine). */
  onMobileError: (message: string | null) => void;
  /** The image captcha the server may ask for before it sends. */
  captcha: Captcha;
}

/**
 * 获取验证码 with a 60 s countdown; disabled while sending and while counting down. When the server asks
 * for the image captcha, it appears under the field and the next tap sends the answer along.
 */
export function SmsCodeButton({ mobile, purpose, onMobileError, captcha }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const { left, start } = useCountdown();

  const send = async () => {
    const parsed = mobileField.safeParse(mobile);
    if (!parsed.success) {
      onMobileError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    onMobileError(null);
    if (!captcha.check()) return;
    setSending(true);
    try {
      const message = await sendSmsCode(parsed.data, purpose, captcha.fields());
      captcha.settle();
      start(SMS_RESEND_INTERVAL_MS / 1000);
      showToast(message);
    } catch (error) {
      // the request wrapper already told the user why; the captcha shows itself when it is due
      captcha.settle(error);
    } finally {
      setSending(false);
    }
  };

  let label = t('auth.getCode');
  if (sending) label = t('auth.sendingCode');
  else if (left > 0) label = t('auth.resendIn', { seconds: left });
  return (
    <Button
      size="small"
      color="primary"
      fill="none"
      disabled={sending || left > 0}
      onClick={() => void send()}
      data-testid="sms-code-button"
    >
      {label}
    </Button>
  );
}
