import { useState, type FormEvent } from 'react';
import { Button, Input } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cancelAccountRequest } from '@app/contract/account';
import { SMS_CODE_LENGTH } from '@app/contract/limits';
import { Msg } from '@app/contract/messages';
import { Pages } from '@app/contract/pages';
import { FormField } from '../../../components/form-field';
import { PageShell } from '../../../components/page-shell';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { translateMsg } from '../../../i18n/translate-msg';
import { confirmDialog } from '../../../lib/confirm-dialog';
import { fieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { appNavigate } from '../../../lib/navigation';
import { showSuccess } from '../../../lib/toast';
import { endSession } from '../api/end-session';
import { useCancelAccount } from '../api/cancel-account';
import styles from './member-forms.module.css';

type Field = 'mobile' | 'code';

/** Account cancellation: warnings, SMS proof of the bound mobile, a last confirmation. */
export function LogOffPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const cancel = useCancelAccount();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (cancel.isPending) return;
    const parsed = cancelAccountRequest.safeParse({ mobile, code });
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error.issues));
      return;
    }
    setErrors({});
    const ok = await confirmDialog(translateMsg(Msg.dialogTitle), t('logOff.confirmContent'));
    if (!ok) return;
    cancel.mutate(parsed.data, {
      onSuccess: () => {
        endSession(queryClient);
        showSuccess(Msg.accountCancelOk);
        appNavigate(Pages.about, 'reLaunch');
      },
    });
  };

  return (
    <PageShell title={t('logOff.title')}>
      <section className={styles.warning}>
        <h2>{t('logOff.warningTitle')}</h2>
        <ul>
          <li>{t('logOff.warning1')}</li>
          <li>{t('logOff.warning2')}</li>
          <li>{t('logOff.warning3')}</li>
        </ul>
      </section>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormField id="logoff-mobile" label={t('auth.mobile')} error={errors.mobile}>
          <Input
            id="logoff-mobile"
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
          id="logoff-code"
          label={t('auth.code')}
          error={errors.code}
          extra={
            <SmsCodeButton
              mobile={mobile}
              purpose="cancel"
              onMobileError={(message) => setErrors((prev) => ({ ...prev, mobile: message ?? undefined }))}
            />
          }
        >
          <Input
            id="logoff-code"
            name="code"
            inputMode="numeric"
            value={code}
            onChange={setCode}
            placeholder={t('auth.codePlaceholder')}
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
          />
        </FormField>
        <div className={styles.actions}>
          <Button block type="submit" color="danger" shape="rounded" loading={cancel.isPending} disabled={cancel.isPending}>
            {t('logOff.submit')}
          </Button>
        </div>
      </form>
    </PageShell>
  );
}
