import { TEACHER_ROLE } from '@app/contract/account';

/** Demo logins of the embedded default; printed at start-up so anyone can try the app. */
export const demoMember = {
  username: 'demo',
  password: 'Demo@2026',
  mobile: '13800000001',
  nickname: '财经学堂学员',
} as const;
export const demoTeacher = {
  username: 'teacher',
  password: 'Teacher@2026',
  mobile: '13800000002',
  roles: [TEACHER_ROLE],
  permissions: ['live:message:post', 'live:message:hide'],
} as const;
/** A member whose 直播会员 ends three days after the seed ran: the home page's service-expiry popup. */
export const renewalMember = {
  username: 'renewal',
  password: 'Renewal@2026',
  mobile: '13800000003',
  nickname: '直播会员即将到期',
} as const;
