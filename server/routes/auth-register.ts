import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { registerSchema } from '../../src/contracts/auth.ts';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { consumeCaptcha } from '../services/accounts/captchas.ts';
import { authSettings } from '../services/content/configs.ts';
import { hashSecret } from '../services/accounts/passwords.ts';
import { consumeSmsCode } from '../services/accounts/sms-codes.ts';
import { issueToken } from '../services/accounts/tokens.ts';
import { validate } from '../validate.ts';

/** A member's own invite code: 8 characters without look-alikes (0/O, 1/I). */
export function newInviteCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
}

export async function inviterId(db: Db, code: string | undefined): Promise<number | null> {
  if (!code) return null;
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.inviteCode, code.toUpperCase()));
  // A stale or mistyped invite link must not stop a registration; the member just has no inviter.
  return row?.id ?? null;
}

/** Unique-constraint violation (two registrations racing for one name or phone). */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && ((error as { code?: unknown }).code === '23505' || (error as { cause?: { code?: unknown } }).cause?.code === '23505');

/** `POST /auth/register`: the register form of spec point 3 under the rules of point 5 and the current settings. */
export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.post('/auth/register', async (request) => {
    const now = app.clock();
    const settings = await authSettings(app);
    const form = validate(registerSchema(settings.register, settings.registerSms), request.body);
    // Whether a name or phone is taken is said only past the captcha, and a phone only to whoever holds
    // its code: otherwise the form would list members for free. A refused form spends both, so the
    // lobby asks for them again (it clears the phone on a failure anyway, spec point 8).
    if (settings.register.isCaptchaRequired) await consumeCaptcha(db, form.key, now);
    if (settings.registerSms) await consumeSmsCode(db, form.phone, form.sms_code, now, request.ip);
    const [taken] = await db.select({ id: members.id }).from(members).where(sql`lower(${members.name}) = ${form.name.toLowerCase()}`);
    if (taken) throw new AppError(422, 'name_taken');
    if (form.phone) {
      const [phoneTaken] = await db.select({ id: members.id }).from(members).where(eq(members.phone, form.phone));
      if (phoneTaken) throw new AppError(422, 'phone_taken');
    }

    const [passwordHash, qkPwdHash, inviter] = await Promise.all([hashSecret(form.password), hashSecret(form.qk_pwd), inviterId(db, form.invite_code)]);
    try {
      return await db.transaction(async (tx) => {
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
        return issueToken(tx, member!.id, now);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(422, 'name_taken');
      throw error;
    }
  });
};
