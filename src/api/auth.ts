import type { Token } from '../../domain/contracts/replies/accounts';
import type { UserInfo } from '../../domain/contracts/session-types';
import { postJson } from './http';

export interface LoginForm {
  name: string;
  password: string;
  key?: string;
}

export interface PhoneLoginForm {
  phone: string;
  sms_code: string;
  lang: string;
  invite_code?: string;
  register_site: string;
  /** The slider's checked key when the login captcha setting is '1'. */
  key?: string;
}

export interface ResetPasswordForm {
  phone: string;
  sms_code: string;
  password: string;
  password_confirmation: string;
  /** The slider's checked key when the login captcha setting is '1'. */
  key?: string;
}

export interface RegisterForm {
  name: string;
  password: string;
  password_confirmation: string;
  qk_pwd: string;
  phone?: string;
  sms_code?: string;
  realname?: string;
  register_site: string;
  key?: string;
  captcha?: string;
  invite_code?: string;
  lang: string;
  from_type: 'smart';
}

export function login(form: LoginForm): Promise<Token> {
  return postJson<Token>('/auth/login', form);
}

export function register(form: RegisterForm): Promise<Token> {
  return postJson<Token>('/auth/register', form);
}

export function phoneLogin(form: PhoneLoginForm): Promise<Token> {
  return postJson<Token>('/auth/phone_login', form);
}

/**
 * Sends an SMS code to a phone with its country prefix (e.g. +8613800000000), with the slider's
 * solved key when the login captcha is on. For `purpose: 'reset'` the server texts only phones with
 * an account, answering alike for the others.
 */
export function sendSms(phone: string, purpose: 'reset' | 'register' | undefined, key: string | undefined): Promise<unknown> {
  return postJson('/auth/sms', { phone, ...(purpose ? { purpose } : {}), ...(key ? { key } : {}) });
}

export function resetPassword(form: ResetPasswordForm): Promise<{ message?: string }> {
  return postJson<{ message?: string }>('/auth/reset_pass', form);
}

/** Current member's info (`/auth/me`). */
export function fetchMe(): Promise<UserInfo> {
  return postJson<UserInfo>('/auth/me');
}

/** Revokes the current token (`/auth/logout`). */
export function logout(): Promise<unknown> {
  return postJson('/auth/logout');
}
