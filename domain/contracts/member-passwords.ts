import { z } from 'zod';
import { newPasswordRule, PASSWORD_MAX, QK_PWD_LENGTH, qkPwdRule } from './auth';

/*
 * Changing the login and the withdrawal password from the member area (`/member/password/modify`,
 * `/member/drawing_pwd/modify`). The new values follow the registration rules of docs/product.md §5; the
 * old one is re-asked so a borrowed session alone cannot change either.
 */

/** Longest old password worth checking: every rule so far allows at most 12 characters. */
const OLD_PASSWORD_MAX = PASSWORD_MAX;

const oldPasswordRule = z
  .string({ error: 'validation.oldPasswordRequired' })
  .min(1, 'validation.oldPasswordRequired')
  .max(OLD_PASSWORD_MAX, 'validation.passwordLength');

/** `/member/password/modify`: the current password, a new one under the rule of every new password, and its confirmation. */
export const passwordModifySchema = z
  .object({
    old_password: oldPasswordRule,
    password: newPasswordRule,
    password_confirmation: z.string({ error: 'validation.confirmRequired' }).min(1, 'validation.confirmRequired'),
  })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: 'validation.passwordMismatch' })
  .refine((v) => v.password !== v.old_password, { path: ['password'], message: 'validation.passwordUnchanged' });
export type PasswordModifyInput = z.infer<typeof passwordModifySchema>;

const oldQkPwdRule = z
  .string({ error: 'validation.oldQkPwdRequired' })
  .min(1, 'validation.oldQkPwdRequired')
  .regex(new RegExp(`^\\d{${QK_PWD_LENGTH}}$`), 'validation.qkPwdLength');

/**
 * `/member/drawing_pwd/modify`. `hasOld` false is a member without a withdrawal password yet (a
 * phone-login sign-up): they set their first one without an old one. The server parses with the
 * lenient form (old optional) and itself insists on the old one whenever the member has one.
 */
export function drawingPwdModifySchema(hasOld: boolean) {
  return z
    .object({
      old_qk_pwd: hasOld ? oldQkPwdRule : oldQkPwdRule.or(z.literal('')).optional(),
      qk_pwd: qkPwdRule,
      qk_pwd_confirmation: z.string({ error: 'validation.qkPwdConfirmRequired' }).min(1, 'validation.qkPwdConfirmRequired'),
    })
    .refine((v) => v.qk_pwd === v.qk_pwd_confirmation, { path: ['qk_pwd_confirmation'], message: 'validation.qkPwdMismatch' })
    .refine((v) => !v.old_qk_pwd || v.qk_pwd !== v.old_qk_pwd, { path: ['qk_pwd'], message: 'validation.qkPwdUnchanged' });
}
/** What the server accepts: the old withdrawal password may be left out (or empty) when there is none. */
export const drawingPwdModifyPayloadSchema = drawingPwdModifySchema(false);
export type DrawingPwdModifyInput = z.infer<typeof drawingPwdModifyPayloadSchema>;
