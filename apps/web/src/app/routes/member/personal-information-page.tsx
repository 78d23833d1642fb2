import '../../../i18n/register-member-center-catalog';
import { useState } from 'react';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { maskMobile } from '@app/client-core/format/mask';
import { Pages } from '@app/contract/pages';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { Skeleton } from '../../../components/skeleton';
import { appNavigate } from '../../../lib/navigation';
import { useMemberInfo } from '../../../features/member/api/get-member-info';
import { MemberAvatar } from '../../../features/member/components/avatar';
import { EditNameDialog } from '../../../features/member/components/edit-name-dialog';
import styles from './member-forms.module.css';

/** Profile overview (members only): name is edited in place, nickname on its own page. */
export function PersonalInformationPage() {
  const { t } = useTranslation();
  const { data: info, isPending, isError, refetch } = useMemberInfo(true);
  const [editingName, setEditingName] = useState(false);
  const notSet = <span className={styles.placeholder}>{t('common.notSet')}</span>;

  let body;
  if (isPending) body = <Skeleton lines={5} />;
  else if (isError || !info) body = <LoadError onRetry={() => void refetch()} />;
  else
    body = (
      <>
        <List className={styles.list}>
          <List.Item
            extra={<MemberAvatar src={info.avatar} alt={t('profile.avatar')} size={44} />}
            onClick={() => appNavigate(Pages.avatar)}
          >
            {t('profile.avatar')}
          </List.Item>
          <List.Item extra={info.username}>{t('profile.username')}</List.Item>
          <List.Item extra={info.name || notSet} onClick={() => setEditingName(true)}>
            {t('profile.name')}
          </List.Item>
          <List.Item extra={info.nickname || notSet} onClick={() => appNavigate(Pages.epithet)}>
            {t('profile.nickname')}
          </List.Item>
          <List.Item
            extra={info.mobile ? maskMobile(info.mobile) : notSet}
            onClick={() => appNavigate(Pages.mobilePhone)}
          >
            {t('profile.mobile')}
          </List.Item>
        </List>
        <List header={t('profile.security')} className={styles.list}>
          <List.Item onClick={() => appNavigate(Pages.bindAccount)}>{t('profileExtra.bindTitle')}</List.Item>
          <List.Item onClick={() => appNavigate(Pages.password)}>{t('profile.changePassword')}</List.Item>
          <List.Item onClick={() => appNavigate(Pages.logOff)}>{t('profile.cancelAccount')}</List.Item>
        </List>
        {editingName ? (
          <EditNameDialog initial={info.name ?? ''} onClose={() => setEditingName(false)} />
        ) : null}
      </>
    );

  return <PageShell title={t('profile.title')}>{body}</PageShell>;
}
