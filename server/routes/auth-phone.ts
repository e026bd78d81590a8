import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { phoneLoginSchema, resetPasswordSchema, smsSchema } from '../../src/contracts/auth.ts';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { consumeCaptcha } from '../services/accounts/captchas.ts';
import { authSettings } from '../services/content/configs.ts';
import { hashSecret } from '../services/accounts/passwords.ts';
import { countPhoneAuthTry } from '../services/accounts/phone-auth-limits.ts';
import { consumeSmsCode, sendSmsCode } from '../services/accounts/sms-codes.ts';
import type { SmsTransport } from '../services/accounts/sms-transport.ts';
import { issueToken, revokeAllTokens } from '../services/accounts/tokens.ts';
import { inviterId, newInviteCode } from './auth-register.ts';

/** A reset code for a phone without an account is made and counted like any other, and sent nowhere. */
const nowhere: SmsTransport = { send: async () => undefined };

async function memberByPhone(db: Db, phone: string) {
  const [row] = await db.select({ id: members.id, status: members.status }).from(members).where(eq(members.phone, phone));
  return row;
}

/** SMS codes and what they unlock: quick phone login and password reset (spec point 7). */
export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  /**
   * Both forms take a solved captcha exactly as the header login does, then count the try per
   * address and phone: the captcha comes first so that nobody without puzzles spends a phone's tries.
   */
  async function admitTry(phone: string, key: string | undefined, address: string, now: Date): Promise<void> {
    if ((await authSettings(app)).loginCaptcha) await consumeCaptcha(db, key, now);
    await countPhoneAuthTry(db, { phone, address, now });
  }

  app.post('/auth/sms', { schema: { body: smsSchema } }, async (request) => {
    const { phone, purpose } = request.body;
    const transport = purpose === 'reset' && !(await memberByPhone(db, phone)) ? nowhere : app.sms;
    await sendSmsCode(db, transport, { phone, address: request.ip, lang: request.lang, now: app.clock() });
    return { message: translate(request.lang, 'sms_sent') };
  });

  app.post('/auth/phone_login', { schema: { body: phoneLoginSchema } }, async (request) => {
    const now = app.clock();
    const form = request.body;
    await admitTry(form.phone, form.key, request.ip, now);
    await consumeSmsCode(db, form.phone, form.sms_code, now, request.ip);
    const known = await memberByPhone(db, form.phone);
    if (known && known.status !== 'active') throw new AppError(403, 'account_blocked');
    if (known) {
      await db.update(members).set({ lastLoginAt: now }).where(eq(members.id, known.id));
      return issueToken(db, known.id, now);
    }
    // A verified phone without an account gets one (quick sign-up); the password is set later via reset.
    const [created] = await db
      .insert(members)
      .values({
        name: `m${randomBytes(6).toString('hex').slice(0, 9)}`,
        passwordHash: await hashSecret(randomBytes(18).toString('base64url')),
        phone: form.phone,
        inviteCode: newInviteCode(),
        inviterId: await inviterId(db, form.invite_code),
        registerSite: form.register_site || null,
        fromType: 'smart',
        lang: form.lang,
        lastLoginAt: now,
      })
      .returning({ id: members.id });
    return issueToken(db, created!.id, now);
  });

  app.post('/auth/reset_pass', { schema: { body: resetPasswordSchema } }, async (request) => {
    const now = app.clock();
    const { phone, sms_code, password, key } = request.body;
    await admitTry(phone, key, request.ip, now);
    // The code is checked before the phone is looked up: whoever does not hold the phone gets the
    // same answer whether or not it has an account.
    await consumeSmsCode(db, phone, sms_code, now, request.ip);
    const member = await memberByPhone(db, phone);
    const done = { message: translate(request.lang, 'password_reset') };
    if (!member) return done;
    const passwordHash = await hashSecret(password);
    await db.transaction(async (tx) => {
      await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id));
      // Whoever knew the old password must not stay signed in.
      await revokeAllTokens(tx, member.id, now);
    });
    app.caches.forgetMember(member.id);
    return done;
  });
};
