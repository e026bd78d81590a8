import type { InfoUpdateInput } from '../../domain/contracts/auth';
import type { DrawingPwdModifyInput, PasswordModifyInput } from '../../domain/contracts/member-passwords';
import type { MemberInfo } from '../../domain/contracts/replies/accounts';
import type { MessageReply } from '../../domain/contracts/replies/message';
import { postJson } from './http';

/** The signed-in member's profile (`/auth/me`): the user info plus the profile fields. */
export function fetchProfile(): Promise<MemberInfo> {
  return postJson<MemberInfo>('/auth/me');
}

/** Saves the profile fields a member may change (`/auth/info/update`); replies with the fresh profile. */
export function updateProfile(values: InfoUpdateInput): Promise<MemberInfo> {
  return postJson<MemberInfo>('/auth/info/update', values);
}

/** Changes the login password (`/member/password/modify`); the member's other sessions end. */
export function modifyPassword(values: PasswordModifyInput): Promise<MessageReply> {
  return postJson<MessageReply>('/member/password/modify', values);
}

/** Changes, or sets a first, withdrawal password (`/member/drawing_pwd/modify`). */
export function modifyDrawingPassword(values: DrawingPwdModifyInput): Promise<MessageReply> {
  return postJson<MessageReply>('/member/drawing_pwd/modify', values);
}
