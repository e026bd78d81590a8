import type { UserInfo } from '../contracts/session-types';
import { postJson } from './http';

/** Current member's info (`/auth/me`). */
export function fetchMe(): Promise<UserInfo> {
  return postJson<UserInfo>('/auth/me');
}

/** Revokes the current token (`/auth/logout`). */
export function logout(): Promise<unknown> {
  return postJson('/auth/logout');
}
