import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveMessage } from '@app/contract/live';
import { showSuccess } from '../../../lib/toast';
import { setMessageStatus } from '../api/set-message-status';
import type { RoomTimeline } from './use-room-timeline';

/** A room teacher hides (0) or restores (1) a member's message; the list follows once the server agrees. */
export function useMessageStatus({ hidden, restored }: Pick<RoomTimeline, 'hidden' | 'restored'>) {
  const { t } = useTranslation();
  return useCallback(
    (msg: LiveMessage, status: 0 | 1) => {
      void setMessageStatus(msg.id, status).then(
        () => {
          if (status === 0) hidden(msg.id);
          else restored({ ...msg, status: 1 });
          showSuccess(status === 0 ? t('live.hideOk') : t('live.restoreOk'));
        },
        () => undefined,
      );
    },
    [hidden, restored, t],
  );
}
