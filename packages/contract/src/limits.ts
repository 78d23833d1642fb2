/** Every limit, page size, timeout and interval shared by client and server (SPEC §9). */
export const APP_VERSION = '2.0.33';
export const APP_VERSION_CODE = 2033;

export const PAGE_SIZE = 20;
export const SEARCH_PAGE_SIZE = 50;
export const AD_PAGE_SIZE = 99;
export const APP_PAGE_SIZE = 10;
export const CATEGORY_LIST_MAX_PAGES = 3;
export const NEWS_LIST_CATEGORY_FALLBACK = 15;
export const NEWS_CATEGORY_LIST_FIXED = 11;
/** News list rules (contract news.ts): the windows their recorded reads and dates are counted over. */
export const NEWS_HOT_WINDOW_DAYS = 7;
export const NEWS_HOTSPOT_WINDOW_HOURS = 24;
/** Rising (风口): reads in the last this-many hours against the same span before it. */
export const NEWS_RISING_WINDOW_HOURS = 24;
export const NEWS_FIND_WINDOW_DAYS = 7;
export const NEWS_UNREAD_WINDOW_DAYS = 7;
/**
 * Recorded read hours older than the longest window any list counts over are never read again: a scheduled
 * prune (once across instances) deletes them. How often each instance looks whether a prune is due.
 */
export const NEWS_READ_HOURS_KEEP_MS = Math.max(
  NEWS_HOT_WINDOW_DAYS * 86_400_000,
  2 * NEWS_RISING_WINDOW_HOURS * 3_600_000,
  NEWS_HOTSPOT_WINDOW_HOURS * 3_600_000,
);
export const NEWS_READ_PRUNE_SWEEP_MS = 10 * 60_000;

export const TIMEOUT_DEFAULT_MS = 10_000;
export const TIMEOUT_NEWS_FIND_MS = 30_000;
export const TIMEOUT_AI_CHAT_MS = 600_000;
export const TIMEOUT_CAPTCHA_MS = 20_000;

export const SOCKET_HEARTBEAT_MS = 60_000;
export const SOCKET_RECONNECT_MS = 10_000;
export const SCROLL_AUTO_THRESHOLD_PX = 2000;
export const TOAST_DURATION_MS = 2500;
export const THROTTLE_MS = 500;
export const JSSDK_FIRST_CONFIG_MS = 1000;
export const JSSDK_RECONFIG_MS = 3_600_000;

export const NAV_BAR_HEIGHT = 44;
export const DEFAULT_FONT_SCALE = 1.2;
export const LAYOUT_BREAKPOINTS = [1450, 1200, 800, 600, 400, 320] as const;

export const NEWS_CARD_MAX_THUMBS = 3;
export const LOCK_OVERLAY_FROM_INDEX = 2;
export const CENTER_TABS_MAX = 4;
export const CHAT_UPLOAD_MAX_COUNT = 1;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'm3u8', 'mov', 'avi', 'wmv', 'flv', 'mkv', 'webm', '3gp'] as const;

/** Accounts. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const NAME_MAX = 20;
export const NICKNAME_MAX = 20;
export const SESSION_TTL_DAYS = 30;
export const TOKEN_BYTES = 32;

/** SMS codes. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const SMS_RESEND_INTERVAL_MS = 60_000;
export const SMS_DAILY_MAX = 10;

/** Login throttling: how long failed attempts are remembered (see the captcha and back-off limits below). */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/** Image captcha of the back-office login. */
export const CAPTCHA_TTL_MS = 2 * 60_000;
export const CAPTCHA_LENGTH = 4;
/** Longest captcha answer accepted: a typed image code, or a hosted widget's result (JSON with its tokens). */
export const CAPTCHA_ANSWER_MAX = 4096;

/**
 * Integer bounds of the database's column types: every integer the contract carries is bounded by the column
 * it is stored in or read from (int4), or by what JavaScript numbers hold exactly for bigint columns read as
 * numbers (decision 064).
 */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
/** Page numbers a list accepts (page size is bounded per list). */
export const PAGE_NUM_MAX = 100_000;
export const PAGE_SIZE_MAX = 100;

/** Request bodies. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
export const TEXT_FIELD_MAX = 2000;

/** Live text rooms. */
export const LIVE_MESSAGE_PAGE_SIZE = 20;
export const LIVE_AFTER_MAX = 200;
export const LIVE_AROUND_DEFAULT = 10;
export const LIVE_AROUND_MAX = 50;
export const LIVE_MESSAGE_MAX_CHARS = 2000;
/** A quote shows this many characters of the quoted message (the ellipsis included), on one line. */
export const LIVE_QUOTE_MAX_CHARS = 60;
export const LIVE_SOCKET_MAX_PAYLOAD_BYTES = 16 * 1024;
/** Messages a user may send in one window before the server refuses more. */
export const LIVE_SEND_RATE_COUNT = 5;
/** A teacher running the room posts in bursts; members are held to LIVE_SEND_RATE_COUNT. */
export const LIVE_TEACHER_SEND_RATE_COUNT = 30;
export const LIVE_SEND_RATE_WINDOW_MS = 10_000;
export const LIVE_SOCKET_PING_MS = 30_000;
export const LIVE_SCREENSHOT_MAX_MESSAGES = 20;
export const LIVE_TEACHER_IDS_MAX = 20;
export const LIVE_SEARCH_KEYWORD_MAX = 50;
export const LIVE_VIRTUAL_LIST_OVERSCAN_PX = 800;
/**
 * A live message's usual height on a phone (a name line and two or three lines of text). The room's list
 * lays out its first screen from it at once, instead of first drawing one message to measure it.
 */
export const LIVE_MESSAGE_ESTIMATED_HEIGHT_PX = 120;
/**
 * How many of the newest messages a text room's first screen shows at most (enough to fill a phone's list):
 * the server draws them into the page (decision 051), and their pictures (often the room's largest paint)
 * start downloading as soon as the list arrives, before the room has drawn them.
 */
export const LIVE_FIRST_SCREEN_MESSAGES = 6;
/** How many articles the news list's first screen shows (enough to fill a phone; decision 053). */
export const NEWS_FIRST_SCREEN_ITEMS = 5;
export const LIVE_LOAD_OLDER_MIN_MESSAGES = 20;
export const LIVE_DEFAULT_CATEGORY_ID = 1;
export const LIVE_TYPE_WORD_ID = 1;

/** Uploads. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Content: news, viewpoints, courses, ads (issue 4). */
export const COMMENT_MAX_CHARS = 500;
export const COMMENT_PAGE_SIZE = 20;
export const RELATED_NEWS_COUNT = 5;
export const TEACHER_INFO_LIST_MAX = 10;
/** Progress positions beyond a day are a client bug, not a real video. */
export const PROGRESS_POSITION_MAX_SECONDS = 86_400;
export const LINK_MAX_CHARS = 1000;
export const ACCESS_LOG_URL_MAX = 1000;
export const ACCESS_LOG_TITLE_MAX = 100;
export const ID_LIST_MAX = 20;
/** Responses that carry members-only content must never sit in a shared cache. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Public list pages (news, courses) are answered from a per-process cache for this long: under load one
 * database read serves every caller of the same page. Per-viewer lock flags are applied after the cache.
 */
export const LIST_CACHE_TTL_MS = 1000;
/** How many distinct list pages (filter + page) the cache keeps; the oldest go first. */
export const LIST_CACHE_MAX_ENTRIES = 500;
/**
 * Who a token belongs to and which modules a member holds are kept this long per process, since every
 * member request asks both. Logout, password change, profile changes and grants clear it at once in every
 * process (the clear travels over the shared broker); this time bounds staleness only if the broker fails.
 */
export const AUTH_CACHE_TTL_MS = 1000;
export const AUTH_CACHE_MAX_ENTRIES = 10_000;

/**
 * SMS sending budgets per client address and for the whole service (on top of the per-mobile interval and
 * daily cap): the first send from an address in an hour is free, later ones need the image captcha.
 */
export const SMS_CAPTCHA_FREE_PER_IP_HOUR = 1;
export const SMS_MAX_PER_IP_HOUR = 5;
export const SMS_MAX_PER_IP_DAY = 20;
/** Default of SMS_GLOBAL_PER_MINUTE: codes the whole service sends per minute. */
export const SMS_GLOBAL_PER_MINUTE = 120;

/**
 * Login throttling without lockout: failures for one (account, address) pair first ask for the image
 * captcha, then space the pair's attempts out; an address or account with many failures asks for the
 * captcha but is never refused. A right password with a right captcha always gets in.
 */
export const LOGIN_CAPTCHA_AFTER_PAIR_FAILURES = 3;
export const LOGIN_CAPTCHA_AFTER_IP_FAILURES = 20;
export const LOGIN_CAPTCHA_AFTER_ACCOUNT_FAILURES = 10;
export const LOGIN_BACKOFF_AFTER_PAIR_FAILURES = 10;
export const LOGIN_BACKOFF_BASE_MS = 5_000;
export const LOGIN_BACKOFF_MAX_MS = 5 * 60_000;
/**
 * Credential stuffing (one address trying many accounts): once logins from one address (IPv6: its /64)
 * have failed on this many distinct accounts within the failure window, every further login attempt from
 * it (password, back-office or SMS code; captcha or not) waits a gap after the previous one. The gap
 * starts at the base and doubles with each further account that fails, up to the maximum.
 */
export const LOGIN_ADDRESS_FREE_ACCOUNTS = 5;
export const LOGIN_ADDRESS_HOLD_BASE_MS = 10_000;
export const LOGIN_ADDRESS_HOLD_MAX_MS = 5 * 60_000;
/**
 * WeChat sign-in calls per client address (IPv6: its /64), counted together across instances: the
 * mini-program login, its ticket exchange, `GET /api/login/wxa`, the official account's login, the phone
 * ticket and the phone number. Each costs a WeChat API call (the phone number is billed per success) or
 * opens a session. A mini-program user makes two calls to sign in and two to bind a phone, so people behind
 * one carrier address still fit; a script does not.
 */
export const WECHAT_LOGIN_PER_ADDRESS_MINUTE = 30;
export const WECHAT_LOGIN_PER_ADDRESS_DAY = 600;
/** Wrong old passwords on the change-password call, per member, before the captcha is needed. */
export const PASSWORD_CHANGE_CAPTCHA_AFTER_FAILURES = 3;

/**
 * Budgets on writes (POST and other non-GET calls), counted per member for members and per IP address
 * for visitors, shared across instances. Classes tighten the default for writes that cost more.
 */
export const WRITE_QUOTAS = {
  write: { perMinute: 60, perDay: 2000 },
  comment: { perMinute: 6, perDay: 200 },
  share: { perMinute: 20, perDay: 500 },
  screenshot: { perMinute: 10, perDay: 200 },
  upload: { perMinute: 10, perDay: 200 },
  /** The client reports each page view every 3 s (10 s on the live video page). */
  accessLog: { perMinute: 60, perDay: 20_000 },
} as const;
export type WriteQuotaClass = keyof typeof WRITE_QUOTAS;
/** Visitors behind one address (offices, mobile carriers) share it: their budgets are this many times larger. */
export const WRITE_QUOTA_IP_MULTIPLIER = 5;
/** Idempotency keys (header Idempotency-Key) are remembered this long, and may be this long. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;
export const IDEMPOTENCY_KEY_MAX = 255;

/**
 * Searches (news, course lists with a title/content/keyword filter, live chat-record search) per address and
 * per member: enough for a person typing, far too few to rebuild text one guess at a time.
 */
export const SEARCH_RATE_LIMIT = 30;
export const SEARCH_RATE_WINDOW_MS = 60_000;
/** Default nicknames: 用户 plus this many random base-32 characters (nothing about the member). */
export const DEFAULT_NICKNAME_RANDOM_CHARS = 6;
/** Access-log handles: random bytes, base64url-encoded (the id a client closes its record with). */
export const ACCESS_LOG_HANDLE_BYTES = 18;
/** Live socket abuse limits per client address and per socket; the server's env may raise them for load tests. */
export const LIVE_MAX_SOCKETS_PER_IP = 50;
/** Above a teacher's send limit (LIVE_TEACHER_SEND_RATE_COUNT) plus heartbeats, so a busy teacher is never cut off. */
export const LIVE_SOCKET_FRAME_LIMIT = 60;
export const LIVE_SOCKET_FRAME_WINDOW_MS = 10_000;
/** Frames kept for a socket while its paid-room right is re-checked (a few ms); beyond, gap fill recovers them. */
export const LIVE_RECHECK_HOLD_MAX_FRAMES = 100;
/** Access events a server keeps to tell whether one arrived during a socket's check; beyond, it checks again. */
export const LIVE_ACCESS_EVENTS_KEPT = 1000;
/** Times a socket's check is repeated because an access event about it arrived meanwhile, then it fails closed. */
export const LIVE_ACCESS_CHECK_ATTEMPTS = 3;
/** The longest device id a live socket URL may carry (the client makes ones of about 25). */
export const LIVE_DEVICE_ID_MAX_CHARS = 64;

/** Paid media and uploads (signed media URLs, decoded images, byte budgets). */
/**
 * How long a signed media URL lasts at least; expiries are rounded up to the next bucket (below). Minutes, not
 * hours: a refunded member, or whoever a link was passed to, keeps a paid video for at most this long. The
 * player asks for a fresh link when one runs out, and an HLS playlist signs its segments anew on every read.
 */
export const MEDIA_URL_TTL_MS = 5 * 60_000;
/** Expiries snap to this grid so one viewer gets the same URL for a while and the browser can cache it. */
export const MEDIA_URL_BUCKET_MS = 60_000;
/** A player asks for a fresh link this many times in a row without playing on before it gives up. */
export const MEDIA_LINK_RENEWALS_IN_A_ROW = 3;
/** A link the page already holds is used for a renewal only if it has at least this long left. */
export const MEDIA_LINK_FRESH_MARGIN_MS = 15_000;
/** How long which media files are paid is reused per process before it is read again from the database. */
export const PAID_MEDIA_INDEX_TTL_MS = 5000;
/** Screenshot links are for saving or sharing the picture now, not a permanent address. */
export const SCREENSHOT_URL_TTL_MS = 3_600_000;
/** Decoded images larger than this are refused before their pixels are allocated (pixel floods). */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;
/** A re-encoded image may come out a little larger than it went in, never much. */
export const IMAGE_STORED_MAX_BYTES = 2 * IMAGE_UPLOAD_MAX_BYTES;
/** Seconds an image may take to decode and re-encode. */
export const IMAGE_PROCESS_TIMEOUT_SECONDS = 10;
/** Stored upload bytes per China calendar day. */
export const UPLOAD_DAILY_BYTES_PER_MEMBER = 50 * 1024 * 1024;
export const UPLOAD_DAILY_BYTES_PER_IP = 200 * 1024 * 1024;

/** The home page's service-expiry popup: shown once a day when a held service ends within this many days. */
export const SERVICE_EXPIRY_NOTICE_DAYS = 7;
/**
 * A page's first read, started by its route while the page's code downloads, is handed to the page's own
 * identical read for this long; an older one is dropped and read again, so a page never shows a stale answer.
 */
export const EARLY_READ_HANDOFF_MS = 10_000;
