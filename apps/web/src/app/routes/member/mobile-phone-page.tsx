import '../../../i18n/register-member-center-catalog';
import { useCallback, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bindMobileRequest } from '@app/contract/member-center';
import { MemberCenterMsg } from '@app/contract/member-center-msg';
import { MobileCodeFields } from '../../../components/mobile-code-fields';
import { PageShell } from '../../../components/page-shell';
import { SubmitButton } from '../../../components/submit-button';
import { appNavigate } from '../../../lib/navigation';
import { showSuccess } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useBindMobile } from '../../../features/member/api/bind-mobile';
import { useMemberInfo } from '../../../features/member/api/get-member-info';
import { MiniProgramPhoneButton } from '../../../features/wechat/components/mini-program-phone-button';
import styles from './member-forms.module.css';

/** mine/mobilePhone: change the bound mobile with a code sent to the new number. */
export function MobilePhonePage() {
  const { t } = useTranslation();
  const info = useMemberInfo(true);
  const form = useSchemaForm({ mobile: '', code: '' });
  const bind = useBindMobile();
  const shown = info.data?.mobile;
  const { refetch } = info;

  // Back from the mini-program's phone page: read the member again; a new number means it was bound there.
  const afterMiniProgram = useCallback(() => {
    void refetch().then((again) => {
      if (!again.data?.mobile || again.data.mobile === shown) return;
      showSuccess(MemberCenterMsg.mobileBound);
      appNavigate('', 'navigateBack');
    });
  }, [refetch, shown]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = form.validate(bindMobileRequest, form.values);
    if (!request) return;
    bind.mutate(request, {
      onSuccess: () => {
        showSuccess(MemberCenterMsg.mobileBound);
        appNavigate('', 'navigateBack');
      },
    });
  };

  return (
    <PageShell title={t('profileExtra.mobileTitle')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {info.data?.mobile ? (
          <p className={styles.hint}>{t('profileExtra.currentMobile', { mobile: info.data.mobile })}</p>
        ) : null}
        <MobileCodeFields idPrefix="bind" purpose="bind" form={form} />
        <div className={styles.actions}>
          <SubmitButton busy={bind.isPending}>{t('profileExtra.bindSubmit')}</SubmitButton>
          <MiniProgramPhoneButton onReturn={afterMiniProgram} />
        </div>
      </form>
    </PageShell>
  );
}
