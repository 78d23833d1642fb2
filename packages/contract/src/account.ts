import { z } from 'zod';
import {
  CAPTCHA_ANSWER_MAX,
  NAME_MAX,
  NICKNAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
} from './limits';
import { Msg } from './messages';
import { MOBILE_CN, SMS_CODE, USERNAME } from './patterns';
import { rowId, int4 } from './ids';

const trimmed = (max: number) => z.string().trim().max(max);

export const usernameField = z
  .string({ error: Msg.usernameRequired })
  .trim()
  .min(1, Msg.usernameRequired)
  .max(USERNAME_MAX, Msg.usernameInvalid)
  .regex(USERNAME, Msg.usernameInvalid);
/** At login the username is only trimmed: an old account may not match today's pattern. */
export const loginUsernameField = z
  .string({ error: Msg.usernameRequired })
  .trim()
  .min(1, Msg.usernameRequired)
  .max(64, Msg.wrongCredentials);
export const passwordField = z
  .string({ error: Msg.passwordRequired })
  .min(1, Msg.passwordRequired)
  .min(PASSWORD_MIN, Msg.passwordTooShort)
  .max(PASSWORD_MAX, Msg.passwordTooLong);
export const loginPasswordField = z
  .string({ error: Msg.passwordRequired })
  .min(1, Msg.passwordRequired)
  .max(PASSWORD_MAX, Msg.wrongCredentials);
export const mobileField = z
  .string({ error: Msg.mobileRequired })
  .trim()
  .min(1, Msg.mobileRequired)
  .regex(MOBILE_CN, Msg.mobileInvalid);
export const smsCodeField = z
  .string({ error: Msg.codeRequired })
  .trim()
  .min(1, Msg.codeRequired)
  .regex(SMS_CODE, Msg.codeInvalid);

/**
 * The image captcha a throttled call may demand (envelope code 428, data `captchaRequired`): the answer
 * typed by the user and the uuid of the picture from GET /captchaImage. Optional until the server asks.
 */
export const captchaFields = {
  captchaCode: z
    .string({ error: Msg.captchaRequired })
    .trim()
    .min(1, Msg.captchaRequired)
    .max(CAPTCHA_ANSWER_MAX, Msg.captchaWrong)
    .optional(),
  uuid: z
    .string({ error: Msg.captchaExpired })
    .trim()
    .min(1, Msg.captchaExpired)
    .max(64, Msg.captchaExpired)
    .optional(),
};
export type CaptchaAnswer = { captchaCode: string; uuid: string };

/** data of a 428 answer: the same call must be sent again with an image captcha. */
export const captchaRequiredData = z.object({ captchaRequired: z.literal(true) });
export type CaptchaRequiredData = z.infer<typeof captchaRequiredData>;

export const SmsPurpose = z.enum(['login', 'register', 'cancel', 'password', 'bind']);
export type SmsPurpose = z.infer<typeof SmsPurpose>;

export const smsCodeRequest = z.strictObject({
  mobile: mobileField,
  purpose: SmsPurpose.default('login'),
  ...captchaFields,
});
export type SmsCodeRequest = z.input<typeof smsCodeRequest>;

export const accountLoginRequest = z.strictObject({
  username: loginUsernameField,
  password: loginPasswordField,
  ...captchaFields,
});
export type AccountLoginRequest = z.input<typeof accountLoginRequest>;

export const codeLoginRequest = z.strictObject({ mobile: mobileField, code: smsCodeField });
export type CodeLoginRequest = z.input<typeof codeLoginRequest>;

export const registerRequest = z.strictObject({
  username: usernameField,
  password: passwordField,
  mobile: mobileField,
  code: smsCodeField,
  nickname: trimmed(NICKNAME_MAX).optional(),
});
export type RegisterRequest = z.input<typeof registerRequest>;

/** Cancelling an account proves ownership of the mobile by SMS code (no token needed, SPEC §7). */
export const cancelAccountRequest = z.strictObject({ mobile: mobileField, code: smsCodeField });
export type CancelAccountRequest = z.input<typeof cancelAccountRequest>;

export const loginResult = z.object({
  token: z.string(),
  memberId: int4,
  isTeacher: z.boolean(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  unionid: z.string().nullable(),
});
export type LoginResult = z.infer<typeof loginResult>;

export const memberInfo = z.object({
  id: rowId,
  username: z.string(),
  name: z.string().nullable(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  /** Masked for display, e.g. 138****0001. */
  mobile: z.string().nullable(),
  isTeacher: z.boolean(),
  teacherId: int4.nullable(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  createTime: z.string(),
  /** Points balance (commerce); on GET /api/member/get/info. */
  pointsBalance: int4.optional(),
  /** Access modules the member holds now and until when (null: no end); on GET /api/member/get/info. */
  access: z.array(z.object({ id: rowId, name: z.string(), expiresAt: z.string().nullable() })).optional(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

export const modifyNameRequest = z.strictObject({
  name: z.string({ error: Msg.nameRequired }).trim().min(1, Msg.nameRequired).max(NAME_MAX, Msg.nameTooLong),
});
export const modifyNicknameRequest = z.strictObject({
  nickname: z
    .string({ error: Msg.nicknameRequired })
    .trim()
    .min(1, Msg.nicknameRequired)
    .max(NICKNAME_MAX, Msg.nicknameTooLong),
});
export const modifyPasswordRequest = z.strictObject({
  oldPassword: loginPasswordField,
  newPassword: passwordField,
  ...captchaFields,
});
export type ModifyPasswordRequest = z.input<typeof modifyPasswordRequest>;

/** Back-office style login (SPEC §7): username, password, image captcha code and its uuid. */
export const adminLoginRequest = z.strictObject({
  username: loginUsernameField,
  password: loginPasswordField,
  code: z
    .string({ error: Msg.captchaRequired })
    .trim()
    .min(1, Msg.captchaRequired)
    .max(CAPTCHA_ANSWER_MAX, Msg.captchaWrong),
  uuid: z.string({ error: Msg.captchaExpired }).trim().min(1, Msg.captchaExpired).max(64, Msg.captchaExpired),
});
export type AdminLoginRequest = z.input<typeof adminLoginRequest>;
export const adminLoginResult = z.object({ token: z.string() });

/** Which captcha the page shows: the embedded picture (typed answer), or GeeTest v4's hosted widget. */
export const captchaKind = z.enum(['image', 'geetest']);
export type CaptchaKind = z.infer<typeof captchaKind>;

export const captchaResult = z.object({
  captchaEnabled: z.boolean(),
  uuid: z.string(),
  /** data: URL of the captcha picture; empty for the hosted widget, which draws its own challenge. */
  img: z.string(),
  /**
   * Added after SPEC §7's shape; a client that does not know it reads an image. For `geetest` the page runs
   * the widget for `captchaId` and sends its lot number as `uuid` and its tokens (JSON) as the answer.
   */
  kind: captchaKind,
  captchaId: z.string().optional(),
});
export type CaptchaResult = z.infer<typeof captchaResult>;

export const userInfoResult = z.object({
  user: z.object({
    userId: int4,
    userName: z.string(),
    nickName: z.string().nullable(),
    avatar: z.string().nullable(),
  }),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
});
export type UserInfoResult = z.infer<typeof userInfoResult>;

export { ADMIN_ROLE, ALL_PERMISSION, DEFAULT_ROLE, TEACHER_ROLE } from './roles';
