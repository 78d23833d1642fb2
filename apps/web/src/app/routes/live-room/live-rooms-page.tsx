import { useTranslation } from 'react-i18next';
import { Pages } from '@app/contract/pages';
import { PageShell } from '../../../components/page-shell';
import { PagedList } from '../../../components/paged-list';
import { appNavigate, withQuery } from '../../../lib/navigation';
import { liveRoomsQueryOptions, useLiveRooms } from '../../../features/live/api/get-live-rooms';
import { RoomCard } from '../../../features/live/components/room-card';
import '../../../i18n/register-live-catalog';

/** /pages/applets/index/index: the text rooms (直播 tab), pull to refresh and load more. */
export function LiveRoomsPage() {
  const { t } = useTranslation();
  const list = useLiveRooms();
  const open = (id: number) => appNavigate(withQuery(Pages.chat, { id }));

  return (
    <PageShell title={t('live.roomsTitle')}>
      <PagedList
        query={list}
        queryKey={liveRoomsQueryOptions().queryKey}
        renderItem={(room) => <RoomCard room={room} onOpen={open} />}
        itemKey={(room) => room.id}
        emptyTitle={t('live.roomsEmpty')}
        errorTitle={t('live.roomsFailed')}
      />
    </PageShell>
  );
}
