import { z } from 'zod';
import { qkPwdRule, smsCodeRule } from './auth';

/*
 * Bank-card rules (docs/product.md §7 `/member/bank`), used by the lobby's card form and the server alike.
 * Messages are `validation.` keys of the locale files.
 */

export const CARD_NO_MIN = 12;
export const CARD_NO_MAX = 19;
export const BRANCH_MIN = 2;
export const BRANCH_MAX = 60;
export const OWNER_NAME_MAX = 30;
/** Cards one member may bind. */
export const BANK_CARDS_MAX = 5;
/** Ids are PostgreSQL `integer`s: a larger number would fail in the database, not in validation. */
export const ID_MAX = 2_147_483_647;

/** The Luhn (mod 10) check digit test of payment card numbers; `digits` holds digits only. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A positive database id, from a JSON number or a form's `<select>` string. */
export const idRule = (key: string) =>
  z.coerce.number({ error: key }).int(key).min(1, key).max(ID_MAX, key);

/**
 * The card number as people copy it from the card: groups of digits may be separated by spaces,
 * which are dropped; what is stored and checked is digits only, 12–19 of them, passing Luhn.
 */
export const cardNoRule = z
  .string({ error: 'validation.cardNoRequired' })
  .transform((text) => text.replace(/ /g, ''))
  .pipe(
    z
      .string()
      .min(1, 'validation.cardNoRequired')
      .regex(/^\d+$/, 'validation.cardNoDigits')
      .min(CARD_NO_MIN, 'validation.cardNoLength')
      .max(CARD_NO_MAX, 'validation.cardNoLength')
      .refine(luhnValid, 'validation.cardNoLuhn'),
  );

/** The holder as printed on the card; the server also requires it to be the member's real name. */
export const ownerNameRule = z
  .string({ error: 'validation.ownerNameRequired' })
  .trim()
  .min(1, 'validation.ownerNameRequired')
  .max(OWNER_NAME_MAX, 'validation.realnameLength')
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} .·'-]*$/u, 'validation.realnameFormat');

/** The opening branch, free text shown back to the member: no markup, no control characters. */
export const branchRule = z
  .string({ error: 'validation.branchRequired' })
  .trim()
  .min(1, 'validation.branchRequired')
  .min(BRANCH_MIN, 'validation.branchLength')
  .max(BRANCH_MAX, 'validation.branchLength')
  .regex(/^[^<>\p{Cc}]+$/u, 'validation.branchFormat');

/**
 * What shows that the member, not just someone holding their session, binds or edits a card: the
 * withdrawal password, or for a member who has none yet (a phone sign-up) a code texted to their own
 * phone (`POST /member/bank/sms`). The server says which one it needs; both are optional here.
 */
export const cardProofFields = {
  qk_pwd: qkPwdRule.optional(),
  sms_code: smsCodeRule.optional(),
};

/** `POST /member/bank`: binds a card. */
export const bankCardSchema = z.object({
  bank_type_id: idRule('validation.bankTypeRequired'),
  card_no: cardNoRule,
  owner_name: ownerNameRule,
  branch: branchRule,
  ...cardProofFields,
});
export type BankCardValues = z.output<typeof bankCardSchema>;

/**
 * `PATCH /member/bank/{id}`: the same fields, but an empty or absent `card_no` keeps the bound
 * number, since the lobby only ever sees its last four digits and cannot send it back.
 */
export const bankCardPatchSchema = bankCardSchema.extend({
  card_no: z.preprocess((value) => (value === '' || value === null ? undefined : value), cardNoRule.optional()),
});
export type BankCardPatchValues = z.output<typeof bankCardPatchSchema>;

/**
 * The card form's own rule: the proof the member has is required (the withdrawal password when
 * `hasQkPwd`, otherwise the SMS code), so a form without it is stopped before it is sent.
 */
export function bankCardFormSchema(editing: boolean, hasQkPwd: boolean) {
  const proof = hasQkPwd ? { qk_pwd: qkPwdRule, sms_code: z.undefined().optional() } : { qk_pwd: z.undefined().optional(), sms_code: smsCodeRule };
  return (editing ? bankCardPatchSchema : bankCardSchema).extend(proof);
}

/** `{id}` of `PATCH /member/bank/{id}`. */
export const bankCardParamsSchema = z.object({ id: idRule('validation.invalid') });
