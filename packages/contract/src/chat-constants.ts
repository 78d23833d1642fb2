// Kept apart from the schemas of chat.ts: a page that needs a limit or the socket path then loads no zod.

/** Longest private message, in characters (after trimming). */
export const CHAT_MESSAGE_MAX_CHARS = 500;
/** Messages per page of a conversation (newest page first; older pages on scroll-up). */
export const CHAT_MESSAGE_PAGE_SIZE = 20;
/** Conversations per page of the conversation list. */
export const CHAT_CONVERSATION_PAGE_SIZE = 20;
/** Sends per member: a person typing never meets it, a script does (counted on every instance together). */
export const CHAT_SEND_RATE_COUNT = 10;
export const CHAT_SEND_RATE_WINDOW_MS = 60_000;
/** Socket path of the private-message socket (one per signed-in client, not per conversation). */
export const CHAT_SOCKET_PATH = '/websocket/chat';
/** A chat socket that has not signed in with its first frame by then is closed. */
export const CHAT_SOCKET_AUTH_TIMEOUT_MS = 10_000;
/** Largest client frame on the chat socket (an auth frame with its token). */
export const CHAT_SOCKET_MAX_PAYLOAD_BYTES = 1024;
/** A conversation page shows the time above a message that comes this long after the one before it. */
export const CHAT_TIME_GAP_MS = 5 * 60_000;
