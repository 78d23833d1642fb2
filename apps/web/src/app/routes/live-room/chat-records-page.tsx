import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIVE_DEFAULT_CATEGORY_ID } from '@app/contract/limits';
import { Pages } from '@app/contract/pages';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { useLiveTeachers } from '../../../features/live/api/get-live-teachers';
import { SearchPanel } from '../../../features/live/components/search-panel';
import { useSearchPanel } from '../../../features/live/hooks/use-search-panel';
import { positiveId } from '../../../lib/positive-id';
import styles from './chat-records-page.module.css';
import '../../../i18n/register-live-catalog';

/**
 * /pages/applets/chatRecords/index?liveId=&categoryId=&liveTypeId=&id=: the search panel as a page;
 * a result opens the room at that message.
 */
export function ChatRecordsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const liveId = positiveId(params.get('liveId')) ?? positiveId(params.get('id'));
  const categoryId = positiveId(params.get('categoryId')) ?? LIVE_DEFAULT_CATEGORY_ID;
  if (liveId === null)
    return (
      <PageShell title={t('liveSearch.title')}>
        <EmptyState title={t('liveMsg.roomNotFound')} />
      </PageShell>
    );
  return <ChatRecords liveId={liveId} categoryId={categoryId} />;
}

function ChatRecords({ liveId, categoryId }: { liveId: number; categoryId: number }) {
  const { t } = useTranslation();
  const panel = useSearchPanel(liveId, categoryId);
  const teachers = useLiveTeachers(liveId);
  return (
    <PageShell title={t('liveSearch.title')} className={styles.page}>
      <SearchPanel
        panel={panel}
        teachers={teachers.data ?? []}
        titleBar={false}
        onPick={(msg) => appNavigate(withQuery(Pages.chat, { id: liveId, categoryId, messageId: msg.id }))}
      />
    </PageShell>
  );
}
