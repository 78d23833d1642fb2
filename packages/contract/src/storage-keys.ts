/** Keys of locally stored values (SPEC §3). */
export const StorageKey = {
  token: 'token',
  memberId: 'memberId',
  isTeacher: 'isTeacher',
  unionid: 'unionid',
  navData: 'navData',
  navTitle: 'navTitle',
  advertisementShow: 'advertisementShow',
  crmUserId: 'crmUserId',
  parentMemberId: 'parentMemberId',
  recordPageUrlNews: 'recordPageUrlNews',
  recordPageUrlNews2: 'recordPageUrlNews2',
  noPermissionData: 'noPermissionData',
  noPermissionParams: 'noPermissionParams',
  noPermissionPage: 'noPermissionPage',
  deviceId: 'deviceId',
  appVersion: 'appVersion',
  currentVersionStatus: 'currentVersionStatus',
  weChatVersionStatus: 'weChatVersionStatus',
  loadingNumber: 'loadingNumber',
  fontSize: 'fontSize',
  lastVisitedPage: 'lastVisitedPage',
  entryPage: 'entryPage',
  entryQuery: 'entryQuery',
  name: 'name',
  avatar: 'avatar',
  roles: 'roles',
  permissions: 'permissions',
  locale: 'locale',
  /** '<memberId>:<YYYY-MM-DD>' of the last time the home page showed the service-expiry popup (SPEC names no key). */
  serviceExpiryShown: 'serviceExpiryShown',
} as const;
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];

/** Items cleared when the server says the session is gone (SPEC §8, 401/403). */
export const SESSION_ITEMS: readonly StorageKey[] = [
  StorageKey.navData,
  StorageKey.token,
  StorageKey.advertisementShow,
  StorageKey.memberId,
  StorageKey.isTeacher,
];
/**
 * Who shared the address a visitor entered by (SPEC §4 startup): each is a query parameter of that address
 * and an item of the same name, kept until a session ends.
 */
export const REFERRAL_ITEMS: readonly StorageKey[] = [StorageKey.parentMemberId, StorageKey.crmUserId];
/** The upload variant also clears the referral ids. */
export const UPLOAD_SESSION_ITEMS: readonly StorageKey[] = [
  ...SESSION_ITEMS,
  StorageKey.crmUserId,
  StorageKey.parentMemberId,
];
/** Logout clears the session plus the stored profile (SPEC §4). */
export const LOGOUT_ITEMS: readonly StorageKey[] = [
  ...SESSION_ITEMS,
  StorageKey.roles,
  StorageKey.permissions,
  StorageKey.name,
  StorageKey.avatar,
  StorageKey.unionid,
];
