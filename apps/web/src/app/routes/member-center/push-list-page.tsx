import '../../../i18n/register-member-center-catalog';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { PushItem } from '@app/contract/member-center';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { appNavigate } from '../../../lib/navigation';
import { pushListQueryOptions, usePushList } from '../../../features/push/api/get-push-list';
import { useMarkPushRead } from '../../../features/push/api/mark-push-read';
import { PushCard } from '../../../features/push/components/push-card';
import styles from '../../../components/center-cards.module.css';

/** 消息通知: the member's notifications; opening one marks it read and goes to what it is about. */
export function PushListPage() {
  const { t } = useTranslation();
  const list = usePushList();
  const markRead = useMarkPushRead();
  const anyUnread = list.data?.pages.some((page) => page.rows.some((row) => row.isRead === 0)) ?? false;

  const open = (item: PushItem) => {
    if (item.isRead === 0) markRead.mutate(item.id);
    if (item.link) appNavigate(item.link);
  };

  return (
    <PageShell
      title={t('push.title')}
      right={
        anyUnread ? (
          <Button size="mini" fill="none" onClick={() => markRead.mutate('all')}>
            {t('push.readAll')}
          </Button>
        ) : null
      }
    >
      <PagedList
        query={list}
        queryKey={pushListQueryOptions().queryKey}
        renderItem={(item) => <PushCard item={item} onOpen={open} />}
        itemKey={(item) => item.id}
        emptyTitle={t('push.empty')}
        errorTitle={t('push.failed')}
        listClassName={styles.list}
      />
    </PageShell>
  );
}
