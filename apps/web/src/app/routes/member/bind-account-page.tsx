import '../../../i18n/register-member-center-catalog';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { LoadError } from '../../../components/load-error';
import { PageShell } from '../../../components/page-shell';
import { Skeleton } from '../../../components/skeleton';
import { appNavigate } from '../../../lib/navigation';
import { showToast } from '../../../lib/toast';
import { useBindable } from '../../../features/member/api/get-bindable';
import styles from './member-forms.module.css';

/** mine/bindAccount: the mobile (tap to change it) and WeChat, each linked or not. */
export function BindAccountPage() {
  const { t } = useTranslation();
  const bindable = useBindable();
  let body;
  if (bindable.isPending) body = <Skeleton lines={3} />;
  else if (bindable.isError || !bindable.data) body = <LoadError onRetry={() => void bindable.refetch()} />;
  else
    body = (
      <List className={styles.list}>
        {bindable.data.map((account) => (
          <List.Item
            key={account.type}
            data-testid={`bind-${account.type}`}
            extra={account.value ?? t(account.bound ? 'profileExtra.bound' : 'profileExtra.unbound')}
            onClick={() =>
              account.type === 'mobile'
                ? appNavigate(Pages.mobilePhone)
                : account.bound
                  ? undefined
                  : showToast(t('profileExtra.wechatHint'))
            }
          >
            {t(account.type === 'mobile' ? 'profileExtra.bindMobile' : 'profileExtra.bindWechat')}
          </List.Item>
        ))}
      </List>
    );
  return <PageShell title={t('profileExtra.bindTitle')}>{body}</PageShell>;
}
