import { z } from 'zod';
import type { RegisterSetting } from './config';
import { languages } from './lang';

/*
 * Rules of docs/product.md §5, written once and used by the lobby's forms and the server alike.
 * Every message is an i18n key under `validation.` (domain/texts/*.json); the lobby translates
 * it with i18next and the server with its own table of the same keys, in the caller's `lang`.
 */

export const NAME_MIN = 6;
export const NAME_MAX = 12;
/** A login password's length, old or new (docs/product.md §5 "Username, password: 6-12 characters"). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 12;
export const QK_PWD_LENGTH = 6;
export const SMS_CODE_LENGTH = 6;
export const PHONE_MIN = 8;
export const PHONE_MAX = 11;
/**
 * Country codes of docs/product.md §9: the one list that registration, password reset and phone login
 * offer and the server accepts (README "Phone numbers and country codes").
 */
export const phonePrefixes = ['+86', '+852', '+1', '+63'] as const;
export type PhonePrefix = (typeof phonePrefixes)[number];

/**
 * The mobile numbers each code takes, after the code. A number of one country under another's code
 * (a mainland "138…" under +63) is refused, instead of being texted nowhere: the reset of a phone
 * without an account answers "code sent" and sends nothing, so a wrong code must not get that far.
 */
export const mobileDigits: Record<PhonePrefix, RegExp> = {
  '+86': /^1\d{10}$/,
  '+852': /^[4-9]\d{7}$/,
  '+1': /^[2-9]\d{9}$/,
  '+63': /^9\d{9}$/,
};

/**
 * The code a phone field starts on, by the interface language: mainland players read zh_cn, Hong
 * Kong ones zh_hk; English keeps +63, the code registration has always started on, as the
 * operator's English-speaking players are in the Philippines.
 */
export function defaultPhonePrefix(lang: string): PhonePrefix {
  return lang === 'zh_cn' ? '+86' : lang === 'zh_hk' ? '+852' : '+63';
}

/** Whether "+<code><digits>" is a mobile number of one of the codes. */
export function fitsCountryCode(phone: string): boolean {
  return phonePrefixes.some((prefix) => phone.startsWith(prefix) && mobileDigits[prefix].test(phone.slice(prefix.length)));
}

const required = (key: string) => z.string({ error: key }).trim().min(1, key);

export const nameRule = required('validation.nameRequired')
  .min(NAME_MIN, 'validation.nameLength')
  .max(NAME_MAX, 'validation.nameLength')
  .regex(/^[A-Za-z0-9]+$/, 'validation.nameChars');
/**
 * A password the member already has (login, the old one of a change, a stop's confirmation): only
 * its length is checked, so a password set under an older rule still gets through to the server.
 */
export const passwordRule = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .min(PASSWORD_MIN, 'validation.passwordLength')
  .max(PASSWORD_MAX, 'validation.passwordLength');
/**
 * Every NEW login password (registration, reset, change), in the lobby and on the server alike: 6-12
 * letters and digits with at least one of each, the "combination of numbers and letters" the
 * registration hint of docs/product.md §5 asks for. Each form's hint is `auth.passwordHint`.
 */
export const newPasswordRule = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .min(PASSWORD_MIN, 'validation.newPasswordRule')
  .max(PASSWORD_MAX, 'validation.newPasswordRule')
  .regex(/^[A-Za-z0-9]+$/, 'validation.newPasswordRule')
  .regex(/[A-Za-z]/, 'validation.newPasswordRule')
  .regex(/\d/, 'validation.newPasswordRule');
export const qkPwdRule = z
  .string({ error: 'validation.qkPwdRequired' })
  .min(1, 'validation.qkPwdRequired')
  .regex(/^\d{6}$/, 'validation.qkPwdLength');
export const phoneDigitsRule = z
  .string({ error: 'validation.phoneRequired' })
  .min(1, 'validation.phoneRequired')
  .regex(new RegExp(`^\\d{${PHONE_MIN},${PHONE_MAX}}$`), 'validation.phoneFormat');
/** A phone with its country prefix, as `/auth/sms` and the server store it: "+8613800000000". */
export const fullPhoneRule = z
  .string({ error: 'validation.phoneRequired' })
  .min(1, 'validation.phoneRequired')
  .regex(new RegExp(`^\\+(${phonePrefixes.map((p) => p.slice(1)).join('|')})\\d{${PHONE_MIN},${PHONE_MAX}}$`), 'validation.phoneFormat')
  .refine(fitsCountryCode, 'validation.phoneCountry');
export const smsCodeRule = z
  .string({ error: 'validation.smsRequired' })
  .trim()
  .min(1, 'validation.smsRequired')
  .regex(/^\d{6}$/, 'validation.smsLength');
/** The bank-card holder's name: letters of any script with spaces, dots or hyphens, never markup. */
export const realnameRule = required('validation.realnameRequired')
  .max(30, 'validation.realnameLength')
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} .·'-]*$/u, 'validation.realnameFormat');
export const langRule = z.enum(languages).default('zh_cn');

/** Header login (docs/product.md §5): name and password 6-12; `key` from the slider captcha when it is on. */
export const loginSchema = z.object({
  name: nameRule,
  password: passwordRule,
  key: z.string().max(64).optional(),
});

/** Registration step 1: account info. */
export const registerStep1Schema = z
  .object({
    name: nameRule,
    password: newPasswordRule,
    password_confirmation: z.string({ error: 'validation.confirmRequired' }).min(1, 'validation.confirmRequired'),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'validation.passwordMismatch',
  });
export type RegisterStep1Input = z.infer<typeof registerStep1Schema>;

/** Registration step 2: personal info, with realname / phone / SMS code required per the settings. */
export function registerStep2Schema(setting: RegisterSetting, smsOpen: boolean) {
  return z.object({
    realname: setting.isRealNameRequred ? realnameRule : realnameRule.or(z.literal('')).optional().default(''),
    qk_pwd: qkPwdRule,
    phone: setting.isPhoneRequired || smsOpen ? phoneDigitsRule : phoneDigitsRule.or(z.literal('')).default(''),
    sms_code: smsOpen ? smsCodeRule : z.string().max(SMS_CODE_LENGTH).optional().default(''),
  });
}

/** The whole register payload of docs/product.md §3, as the server checks it. */
export function registerSchema(setting: RegisterSetting, smsOpen: boolean) {
  const phone = setting.isPhoneRequired || smsOpen ? fullPhoneRule : fullPhoneRule.or(z.literal('')).default('');
  return registerStep1Schema.and(
    registerStep2Schema(setting, smsOpen).extend({
      phone,
      register_site: z.string().max(255).default(''),
      key: setting.isCaptchaRequired ? required('validation.captchaRequired').max(64) : z.string().max(64).optional(),
      captcha: z.string().max(64).optional(),
      invite_code: z.string().max(32).regex(/^[A-Za-z0-9_-]*$/, 'validation.inviteCode').optional().default(''),
      lang: langRule,
      from_type: z.literal('smart').default('smart'),
    }),
  );
}

/** The slider captcha's solved key, required by the server when the login captcha setting is '1'. */
const captchaKeyRule = z.string().max(64).optional();

/**
 * `/auth/sms`: one phone with its country prefix, and the slider's solved key (the server requires
 * it when the login captcha setting is '1', as for the login). `purpose: 'reset'` (forgot password)
 * sends nothing to a phone without an account but answers, and counts, exactly as for one with an account.
 * `purpose: 'register'` is the only code registration takes, and needs the key also when only the
 * register captcha setting is on: no registration text goes out before its captcha is solved.
 */
export const smsPurposes = ['reset', 'register'] as const;
export const smsSchema = z.object({ phone: fullPhoneRule, purpose: z.enum(smsPurposes).optional(), key: captchaKeyRule });

/** Forgot password step 1: phone and a non-empty code (docs/product.md §4, §5). */
export const resetStep1Schema = z.object({ phone: phoneDigitsRule, sms_code: smsCodeRule });

/**
 * Forgot password step 2. The original specification limited these inputs to 6 characters, which would make
 * every reset password a 6-character one and contradict its own 6-12 rule (docs/product.md §5): the new password
 * follows the one rule of every new password instead (README, the "Passwords:" paragraph).
 */
export const resetStep2Schema = z
  .object({
    password: newPasswordRule,
    password_confirmation: z.string({ error: 'validation.confirmRequired' }).min(1, 'validation.confirmRequired'),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'validation.passwordMismatch',
  });

/** `/auth/reset_pass` payload; `key` as for the header login. */
export const resetPasswordSchema = resetStep2Schema.and(z.object({ phone: fullPhoneRule, sms_code: smsCodeRule, key: captchaKeyRule }));

/** Quick phone login form (docs/product.md §5): phone at least 8 digits, code required. */
export const phoneLoginFormSchema = z.object({ phone: phoneDigitsRule, sms_code: smsCodeRule });

/** `/auth/phone_login` payload of docs/product.md §3; `key` as for the header login. */
export const phoneLoginSchema = z.object({
  phone: fullPhoneRule,
  sms_code: smsCodeRule,
  key: captchaKeyRule,
  lang: langRule,
  invite_code: z.string().max(32).regex(/^[A-Za-z0-9_-]*$/, 'validation.inviteCode').optional().default(''),
  register_site: z.string().max(255).optional().default(''),
});

/** Players must be 18 or older (docs/product.md §5); a birthday is YYYY-MM-DD. */
export const MIN_AGE = 18;

function isAdultOn(birthday: string, now: Date): boolean {
  // Compared as text so that on 29 February the limit stays "YYYY-02-29" (a 1 March birthday is not 18 yet).
  const today = now.toISOString().slice(0, 10);
  const limit = `${String(now.getUTCFullYear() - MIN_AGE).padStart(4, '0')}${today.slice(4)}`;
  return birthday >= '1900-01-01' && birthday <= limit;
}

export const birthdayRule = z
  .string({ error: 'validation.birthdayFormat' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.birthdayFormat')
  .refine((v) => !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().slice(0, 10) === v, 'validation.birthdayFormat')
  .refine((v) => isAdultOn(v, new Date()), 'validation.birthdayAge');

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** `/auth/info/update`: the profile fields a member may change, at least one of them. */
export const infoUpdateSchema = z
  .object({
    realname: z.preprocess(blankToUndefined, realnameRule.optional()),
    email: z.preprocess(blankToUndefined, z.email({ error: 'validation.emailFormat' }).max(100, 'validation.emailFormat').optional()),
    birthday: z.preprocess(blankToUndefined, birthdayRule.optional()),
  })
  .refine((v) => v.realname !== undefined || v.email !== undefined || v.birthday !== undefined, {
    message: 'validation.nothingToUpdate',
  });
export type InfoUpdateInput = z.infer<typeof infoUpdateSchema>;
