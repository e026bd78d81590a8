import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { drawingPwdModifyPayloadSchema, passwordModifySchema } from '../../src/contracts/member-passwords.ts';
import type { MessageReply } from '../../src/contracts/member-types.ts';
import { members } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { loginSucceeded, takeLoginPairTry } from '../services/accounts/login-guard.ts';
import { hashSecret, verifySecret } from '../services/accounts/passwords.ts';
import { qkPwdAccepted, takeQkPwdTry } from '../services/accounts/qk-pwd-guard.ts';
import { revokeOtherTokens } from '../services/accounts/tokens.ts';

/**
 * The member changes their login or withdrawal password (spec point 7, member area). Each change
 * re-asks the old secret, and a wrong one counts toward the same guard as a wrong login or a wrong
 * withdrawal password: a stolen session cannot be used to guess them faster.
 */
export const memberPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  /** The stored hashes, read fresh: the session cache may be a moment old. */
  const hashesOf = async (memberId: number) => {
    const [row] = await db.select({ password: members.passwordHash, qkPwd: members.qkPwdHash }).from(members).where(eq(members.id, memberId));
    if (!row) throw new AppError(401, 'unauthenticated');
    return row;
  };

  app.post('/member/password/modify', { preHandler: requireMember, schema: { body: passwordModifySchema } }, async (request): Promise<MessageReply> => {
    const member = memberOf(request);
    const now = app.clock();
    const { old_password, password } = request.body;
    const ticket = await takeLoginPairTry(db, member.name, request.ip, now);
    const stored = await hashesOf(member.id);
    // A wrong password stays counted.
    if (!(await verifySecret(old_password, stored.password))) throw new AppError(422, 'old_password_wrong');
    await loginSucceeded(db, ticket);
    const passwordHash = await hashSecret(password);
    const changed = await db.transaction(async (tx) => {
      // Only over the hash just checked: a change made meanwhile by another call is not overwritten.
      const rows = await tx
        .update(members)
        .set({ passwordHash })
        .where(and(eq(members.id, member.id), eq(members.passwordHash, stored.password)))
        .returning({ id: members.id });
      // Whoever else knew the old password is signed out; the device making the change stays in.
      if (rows.length > 0) await revokeOtherTokens(tx, member.id, request.tokenHash!, now);
      return rows.length > 0;
    });
    if (!changed) throw new AppError(422, 'old_password_wrong');
    app.caches.forgetMember(member.id);
    return { message: translate(request.lang, 'password_changed') };
  });

  app.post(
    '/member/drawing_pwd/modify',
    { preHandler: requireMember, schema: { body: drawingPwdModifyPayloadSchema } },
    async (request): Promise<MessageReply> => {
      const member = memberOf(request);
      const now = app.clock();
      const { old_qk_pwd, qk_pwd } = request.body;
      const stored = await hashesOf(member.id);
      if (stored.qkPwd) {
        if (!old_qk_pwd) throw new AppError(422, 'validation.oldQkPwdRequired');
        const ticket = await takeQkPwdTry(db, member.id, now);
        if (!(await verifySecret(old_qk_pwd, stored.qkPwd))) throw new AppError(422, 'old_qk_pwd_wrong');
        await qkPwdAccepted(db, ticket);
      }
      // A member without one (phone sign-up) sets the first without an old one: they never had one to give.
      const qkPwdHash = await hashSecret(qk_pwd);
      const rows = await db
        .update(members)
        .set({ qkPwdHash })
        .where(and(eq(members.id, member.id), stored.qkPwd ? eq(members.qkPwdHash, stored.qkPwd) : isNull(members.qkPwdHash)))
        .returning({ id: members.id });
      // Changed meanwhile by another call: what was checked is no longer the stored password.
      if (rows.length === 0) throw new AppError(422, stored.qkPwd ? 'old_qk_pwd_wrong' : 'validation.oldQkPwdRequired');
      // Sessions carry the hash (withdrawals check it): the cached copies must not keep the old one.
      app.caches.forgetMember(member.id);
      return { message: translate(request.lang, stored.qkPwd ? 'qk_pwd_changed' : 'qk_pwd_set') };
    },
  );
};
