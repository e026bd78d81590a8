import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Lang } from '../../../domain/contracts/lang.ts';
import type { Token } from '../../../domain/contracts/replies/accounts.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { members } from '../../db/schema/index.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../errors.ts';
import { marksOf, refuseExcludedPerson } from '../member/responsible-play/excluded-persons.ts';
import { hashSecret } from './passwords.ts';
import { FIRST_CREDENTIAL_VERSION, issueToken } from './tokens.ts';

/** A member's own invite code: 8 characters without look-alikes (0/O, 1/I). */
export function newInviteCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
}

/** The member an invite code belongs to (any case), or null. */
export async function inviterId(db: Db, code: string | undefined): Promise<number | null> {
  if (!code) return null;
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.inviteCode, code.toUpperCase()));
  // A stale or mistyped invite link must not stop a registration; the member just has no inviter.
  return row?.id ?? null;
}

/**
 * Refuses a name already taken in any case, then a phone already taken. The caller says so only past
 * the captcha and the SMS code: otherwise the form would list members for free.
 */
export async function assertNameAndPhoneFree(db: Db, name: string, phone: string | undefined): Promise<void> {
  const [taken] = await db.select({ id: members.id }).from(members).where(sql`lower(${members.name}) = ${name.toLowerCase()}`);
  if (taken) throw new AppError(422, 'name_taken');
  if (phone) {
    const [phoneTaken] = await db.select({ id: members.id }).from(members).where(eq(members.phone, phone));
    if (phoneTaken) throw new AppError(422, 'phone_taken');
  }
}

/** What the register form of docs/product.md §3 gives, checked. */
export interface RegisterForm {
  name: string;
  password: string;
  qk_pwd: string;
  realname?: string;
  phone?: string;
  invite_code?: string;
  register_site?: string;
  from_type: 'smart';
  lang: Lang;
}

/**
 * Creates the member and signs them in, in one transaction: a registration without its token is not
 * left behind. First, in that transaction, a person whose self-exclusion runs (their phone or this
 * browser's `device` id) is refused, then a name or phone already taken.
 */
export async function registerMember(db: Db, form: RegisterForm, device: string | undefined, now: Date): Promise<Token> {
  const person = marksOf({ phone: form.phone, device });
  // Said at once, before two secrets are hashed for nothing; the checks that count are in the transaction.
  await refuseExcludedPerson(db, { marks: person, rule: 'register', now });
  await assertNameAndPhoneFree(db, form.name, form.phone);
  const [passwordHash, qkPwdHash, inviter] = await Promise.all([hashSecret(form.password), hashSecret(form.qk_pwd), inviterId(db, form.invite_code)]);
  try {
    return await transact(db, async (tx) => {
      await refuseExcludedPerson(tx, { marks: person, rule: 'register', now });
      await assertNameAndPhoneFree(tx, form.name, form.phone);
      const [member] = await tx
        .insert(members)
        .values({
          name: form.name,
          passwordHash,
          qkPwdHash,
          realname: form.realname || null,
          phone: form.phone || null,
          inviteCode: newInviteCode(),
          inviterId: inviter,
          registerSite: form.register_site || null,
          fromType: form.from_type,
          lang: form.lang,
          lastLoginAt: now,
        })
        .returning({ id: members.id });
      return issueToken(tx, member!.id, now, FIRST_CREDENTIAL_VERSION);
    });
  } catch (error) {
    // Two registrations racing for one name or phone: the loser hears what a later one would.
    if (isUniqueViolation(error)) throw new AppError(422, 'name_taken');
    throw error;
  }
}

/** The quick phone login's form (docs/product.md §3) when the verified phone has no account yet. */
export interface PhoneSignUp {
  phone: string;
  invite_code?: string;
  register_site?: string;
  lang: Lang;
}

/**
 * A verified phone without an account gets one (quick sign-up): a generated name, a random password
 * (set later via reset) and no withdrawal password. A self-excluded person (this browser's `device`
 * id) is refused in the same transaction. Returns the new member's id.
 */
export async function signUpByPhone(db: Db, form: PhoneSignUp, device: string | undefined, now: Date): Promise<number> {
  const passwordHash = await hashSecret(randomBytes(18).toString('base64url'));
  const inviter = await inviterId(db, form.invite_code);
  return transact(db, async (tx) => {
    await refuseExcludedPerson(tx, { marks: marksOf({ phone: form.phone, device }), rule: 'register', now });
    const [created] = await tx
    .insert(members)
    .values({
      name: `m${randomBytes(6).toString('hex').slice(0, 9)}`,
      passwordHash,
      phone: form.phone,
      inviteCode: newInviteCode(),
      inviterId: inviter,
      registerSite: form.register_site || null,
      fromType: 'smart',
      lang: form.lang,
      lastLoginAt: now,
    })
    .returning({ id: members.id });
    return created!.id;
  });
}
