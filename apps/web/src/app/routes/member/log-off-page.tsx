import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cancelAccountRequest } from '@app/contract/account';
import { Msg } from '@app/contract/messages';
import { Pages } from '@app/contract/pages';
import { MobileCodeFields } from '../../../components/mobile-code-fields';
import { PageShell } from '../../../components/page-shell';
import { SubmitButton } from '../../../components/submit-button';
import { translateMsg } from '../../../i18n/translate-msg';
import { confirmDialog } from '../../../lib/confirm-dialog';
import { appNavigate } from '../../../lib/navigation';
import { showSuccess } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { endSession } from '../../../features/member/api/end-session';
import { useCancelAccount } from '../../../features/member/api/cancel-account';
import styles from './member-forms.module.css';

/** Account cancellation: warnings, SMS proof of the bound mobile, a last confirmation. */
export function LogOffPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useSchemaForm({ mobile: '', code: '' });
  const cancel = useCancelAccount();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (cancel.isPending) return;
    const request = form.validate(cancelAccountRequest, form.values);
    if (!request) return;
    const ok = await confirmDialog(translateMsg(Msg.dialogTitle), t('logOff.confirmContent'));
    if (!ok) return;
    cancel.mutate(request, {
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
        <MobileCodeFields idPrefix="logoff" purpose="cancel" form={form} />
        <div className={styles.actions}>
          <SubmitButton busy={cancel.isPending} color="danger">
            {t('logOff.submit')}
          </SubmitButton>
        </div>
      </form>
    </PageShell>
  );
}
