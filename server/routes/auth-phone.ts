import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { phoneLoginSchema, resetPasswordSchema, smsSchema } from '../../src/contracts/auth.ts';
import { members } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { hashSecret } from '../services/passwords.ts';
import { consumeSmsCode, sendSmsCode } from '../services/sms-codes.ts';
import { issueToken, revokeAllTokens } from '../services/tokens.ts';
import { inviterId, newInviteCode } from './auth-register.ts';

/** SMS codes and what they unlock: quick phone login and password reset (spec point 7). */
export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.post('/auth/sms', { schema: { body: smsSchema } }, async (request) => {
    await sendSmsCode(db, app.sms, { phone: request.body.phone, address: request.ip, lang: request.lang, now: app.clock() });
    return { message: translate(request.lang, 'sms_sent') };
  });

  app.post('/auth/phone_login', { schema: { body: phoneLoginSchema } }, async (request) => {
    const now = app.clock();
    const form = request.body;
    await consumeSmsCode(db, form.phone, form.sms_code, now);
    const [known] = await db.select({ id: members.id, status: members.status }).from(members).where(eq(members.phone, form.phone));
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
    const { phone, sms_code, password } = request.body;
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.phone, phone));
    if (!member) throw new AppError(422, 'phone_not_registered');
    await consumeSmsCode(db, phone, sms_code, now);
    const passwordHash = await hashSecret(password);
    await db.transaction(async (tx) => {
      await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id));
      // Whoever knew the old password must not stay signed in.
      await revokeAllTokens(tx, member.id, now);
    });
    app.caches.forgetMember(member.id);
    return { message: translate(request.lang, 'password_reset') };
  });
};
