import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { infoUpdateSchema, loginSchema } from '../../domain/contracts/auth.ts';
import { memberInfoReplySchema, tokenReplySchema } from '../../domain/contracts/replies/accounts.ts';
import { messageReplySchema } from '../../domain/contracts/replies/message.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { consumeCaptcha } from '../services/accounts/captchas.ts';
import { loginPrecheck, loginSucceeded, takeLoginTry } from '../services/accounts/login-guard.ts';
import { memberInfo } from '../services/accounts/member-info.ts';
import { verifyDecoy, verifySecret } from '../services/accounts/passwords.ts';
import { deviceIdOf } from '../services/accounts/device-header.ts';
import { updateProfile } from '../services/accounts/profile.ts';
import { memberForLogin, recordLogin } from '../services/accounts/sign-in.ts';
import { findSession, issueToken, revokeToken } from '../services/accounts/tokens.ts';
import { authSettings } from '../services/content/configs.ts';
import { markDeviceWhileExcluded } from '../services/member/responsible-play/excluded-persons.ts';

/** Name/password login, logout, the member's info and its update (docs/product.md §7, account and session). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.post('/auth/login', { schema: { body: loginSchema, response: { 200: tokenReplySchema } } }, async (request) => {
    const now = app.clock();
    const { name, password, key } = request.body;
    const device = deviceIdOf(request);
    // A try that must wait is refused before its captcha is spent, so the member keeps the puzzle.
    const { captchaNeeded } = await loginPrecheck(db, name, request.ip, now);
    // Said apart from a bad key: with the captcha setting off, the lobby has not shown the puzzle yet.
    if (captchaNeeded && !key) throw new AppError(422, 'login_captcha_required');
    const captchaSolved = captchaNeeded || (await authSettings(app)).loginCaptcha;
    if (captchaSolved) await consumeCaptcha(db, key, now);
    const ticket = await takeLoginTry(db, name, request.ip, now, captchaSolved);
    const member = await memberForLogin(db, name);
    const ok = member ? await verifySecret(password, member.hash) : await verifyDecoy(password);
    // A wrong password stays counted.
    if (!member || !ok) throw new AppError(422, 'login_failed');
    await loginSucceeded(db, ticket);
    if (member.status !== 'active') throw new AppError(403, 'account_blocked');
    await recordLogin(db, member.id, now);
    await markDeviceWhileExcluded(db, member.id, device, now);
    return issueToken(db, member.id, now, member.credentialVersion);
  });

  app.post('/auth/logout', { preHandler: requireMember, schema: { response: { 200: messageReplySchema } } }, async (request) => {
    await revokeToken(db, request.tokenHash!, app.clock());
    await app.caches.forgetSession(request.tokenHash!);
    return { message: translate(request.lang, 'logout_ok') };
  });

  app.post('/auth/me', { preHandler: requireMember, schema: { response: { 200: memberInfoReplySchema } } }, async (request) =>
    memberInfo(app, memberOf(request), request.lang),
  );

  app.post(
    '/auth/info/update',
    { preHandler: requireMember, schema: { body: infoUpdateSchema, response: { 200: memberInfoReplySchema } } },
    async (request) => {
      const member = memberOf(request);
      const { realname, email, birthday } = request.body;
      // The real name must match the bank card holder, so once set it only changes through support.
      if (realname !== undefined && member.realname && realname !== member.realname) throw new AppError(422, 'realname_locked');
      await updateProfile(db, member.id, { realname, email, birthday }, deviceIdOf(request), app.clock());
      app.caches.forgetMember(member.id);
      const fresh = await findSession(db, request.tokenHash!, app.clock());
      if (!fresh) throw new AppError(401, 'unauthenticated');
      return memberInfo(app, fresh, request.lang);
    },
  );
};
