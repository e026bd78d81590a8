import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { drawingPwdModifyPayloadSchema, passwordModifySchema } from '../../domain/contracts/member-passwords.ts';
import { messageReplySchema, type MessageReply } from '../../domain/contracts/replies/message.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { loginSucceeded, takeLoginPairTry } from '../services/accounts/login-guard.ts';
import { changePassword, changeQkPwd, storedHashes } from '../services/accounts/password-changes.ts';
import { hashSecret, verifySecret } from '../services/accounts/passwords.ts';
import { qkPwdAccepted, takeQkPwdTry } from '../services/accounts/qk-pwd-guard.ts';

const confirmed = { response: { 200: messageReplySchema } };

/**
 * The member changes their login or withdrawal password (docs/product.md §7, member area). Each change
 * re-asks the old secret, and a wrong one counts toward the same guard as a wrong login or a wrong
 * withdrawal password: a stolen session cannot be used to guess them faster.
 */
export const memberPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.post(
    '/member/password/modify',
    { preHandler: requireMember, schema: { body: passwordModifySchema, ...confirmed } },
    async (request): Promise<MessageReply> => {
      const member = memberOf(request);
      const now = app.clock();
      const { old_password, password } = request.body;
      const ticket = await takeLoginPairTry(db, member.name, request.ip, now);
      const stored = await storedHashes(db, member.id);
      // A wrong password stays counted.
      if (!(await verifySecret(old_password, stored.password))) throw new AppError(422, 'old_password_wrong');
      await loginSucceeded(db, ticket);
      const passwordHash = await hashSecret(password);
      const change = { memberId: member.id, checkedHash: stored.password, passwordHash, keepTokenHash: request.tokenHash! };
      if (!(await changePassword(db, change, now))) throw new AppError(422, 'old_password_wrong');
      // "Logged out on your other devices" is said only once every process has forgotten them.
      await app.caches.forgetMemberEverywhere(member.id);
      return { message: translate(request.lang, 'password_changed') };
    },
  );

  app.post(
    '/member/drawing_pwd/modify',
    { preHandler: requireMember, schema: { body: drawingPwdModifyPayloadSchema, ...confirmed } },
    async (request): Promise<MessageReply> => {
      const member = memberOf(request);
      const now = app.clock();
      const { old_qk_pwd, qk_pwd } = request.body;
      const stored = await storedHashes(db, member.id);
      if (stored.qkPwd) {
        if (!old_qk_pwd) throw new AppError(422, 'validation.oldQkPwdRequired');
        const ticket = await takeQkPwdTry(db, member.id, request.ip, now);
        if (!(await verifySecret(old_qk_pwd, stored.qkPwd))) throw new AppError(422, 'old_qk_pwd_wrong');
        await qkPwdAccepted(db, ticket);
      }
      // A member without one (phone sign-up) sets the first without an old one: they never had one to give.
      const qkPwdHash = await hashSecret(qk_pwd);
      // Changed meanwhile by another call: what was checked is no longer the stored password.
      if (!(await changeQkPwd(db, member.id, stored.qkPwd, qkPwdHash))) throw new AppError(422, stored.qkPwd ? 'old_qk_pwd_wrong' : 'validation.oldQkPwdRequired');
      // Sessions carry the hash (withdrawals check it): the cached copies must not keep the old one.
      app.caches.forgetMember(member.id);
      return { message: translate(request.lang, stored.qkPwd ? 'qk_pwd_changed' : 'qk_pwd_set') };
    },
  );
};
