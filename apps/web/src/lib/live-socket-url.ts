import { LIVE_SOCKET_PATH } from '@app/contract/socket';

/** The room's socket on the page's own origin (the server, or the dev proxy, answers /websocket). */
export function liveSocketUrl(liveId: number, location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${LIVE_SOCKET_PATH}/${liveId}`;
}
