import { LIVE_SOCKET_PATH } from '@app/contract/socket-constants';

/**
 * The room's socket on the page's own origin (the server, or the dev proxy, answers /websocket). The device id
 * (the one HTTP calls send as a header, which a browser socket cannot) lets the server count this device once
 * online however many tabs it has open.
 */
export function liveSocketUrl(
  liveId: number,
  location: Pick<Location, 'protocol' | 'host'>,
  deviceId?: string,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = deviceId ? `?deviceId=${encodeURIComponent(deviceId)}` : '';
  return `${scheme}://${location.host}${LIVE_SOCKET_PATH}/${liveId}${query}`;
}
