import { Popup } from '../../../components/popup';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@app/client-core/format/relative-time';
import type { AiConversationSummary } from '@app/contract/ai';
import { PagedList } from '../../../components/paged-list';
import { showSuccess } from '../../../lib/toast';
import { aiKeys } from '../api/ai-keys';
import { useDeleteAiConversation } from '../api/delete-ai-conversation';
import { useAiConversations } from '../api/get-ai-conversations';
import styles from './ai-chat.module.css';

/** The member's earlier conversations, newest first: open one, or delete it. */
export function AiConversationList({
  visible,
  currentId,
  onClose,
  onOpen,
  onDeleted,
}: {
  visible: boolean;
  currentId: number | null;
  onClose: () => void;
  onOpen: (id: number) => void;
  onDeleted: (id: number) => void;
}) {
  const { t } = useTranslation();
  const query = useAiConversations(visible);
  const remove = useDeleteAiConversation();
  const row = (c: AiConversationSummary) => (
    <div className={`${styles.historyRow} ${c.id === currentId ? styles.historyCurrent : ''}`}>
      <button type="button" className={styles.historyOpen} onClick={() => onOpen(c.id)}>
        <span className={styles.historyTitle}>{c.title}</span>
        <span className={styles.historyTime}>{formatRelativeTime(c.updatedAt)}</span>
      </button>
      <button
        type="button"
        className={styles.historyDelete}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(c.id, {
            onSuccess: () => {
              showSuccess(t('ai.deleted'));
              onDeleted(c.id);
            },
          })
        }
      >
        {t('ai.delete')}
      </button>
    </div>
  );
  return (
    <Popup visible={visible} onMaskClick={onClose} position="right" bodyClassName={styles.historyPanel}>
      <h2 className={styles.historyHeading}>{t('ai.history')}</h2>
      <PagedList
        query={query}
        queryKey={aiKeys.conversations()}
        renderItem={row}
        itemKey={(c) => c.id}
        emptyTitle={t('ai.historyEmpty')}
        errorTitle={t('ai.historyFailed')}
      />
    </Popup>
  );
}
