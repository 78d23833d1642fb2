// Kept apart from the frame schemas of socket.ts: building the socket URL then loads no zod.

/** Socket path: the live socket base plus the room id, e.g. /websocket/live/3. */
export const LIVE_SOCKET_PATH = '/websocket/live';
