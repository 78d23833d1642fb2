import {
  DEFAULT_ROLE,
  TEACHER_ROLE,
  type LoginResult,
  type MemberInfo,
  type UserInfoResult,
} from '@app/contract/account';
import type { MemberRow } from '../../db/schema/members';

const rolesOf = (member: MemberRow): string[] =>
  member.roles.length > 0 ? [...member.roles] : [DEFAULT_ROLE];
const isTeacher = (member: MemberRow) => member.teacherId !== null || member.roles.includes(TEACHER_ROLE);

/** 13800000001 -> 138****0001; anything unexpected is hidden entirely. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '****';
}

export const toLoginResult = (member: MemberRow, token: string): LoginResult => ({
  token,
  memberId: member.id,
  isTeacher: isTeacher(member),
  roles: rolesOf(member),
  permissions: [...member.permissions],
  unionid: member.unionid,
});

export const toMemberInfo = (member: MemberRow): MemberInfo => ({
  id: member.id,
  username: member.username,
  name: member.name,
  nickname: member.nickname,
  avatar: member.avatar,
  mobile: maskMobile(member.mobile),
  isTeacher: isTeacher(member),
  teacherId: member.teacherId,
  roles: rolesOf(member),
  permissions: [...member.permissions],
  createTime: member.createdAt.toISOString(),
});

export const toUserInfo = (member: MemberRow): UserInfoResult => ({
  user: { userId: member.id, userName: member.username, nickName: member.nickname, avatar: member.avatar },
  roles: rolesOf(member),
  permissions: [...member.permissions],
});
