import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { phoneLoginSchema, resetPasswordSchema, smsSchema } from '../../domain/contracts/auth.ts';
import { tokenReplySchema } from '../../domain/contracts/replies/accounts.ts';
import { messageReplySchema } from '../../domain/contracts/replies/message.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { consumeCaptcha } from '../services/accounts/captchas.ts';
import { resetPassword } from '../services/accounts/password-changes.ts';
import { hashSecret } from '../services/accounts/passwords.ts';
import { countPhoneAuthTry } from '../services/accounts/phone-auth-limits.ts';
import { memberByPhone, recordLogin } from '../services/accounts/sign-in.ts';
import { deviceIdOf } from '../services/accounts/device-header.ts';
import { signUpByPhone } from '../services/accounts/sign-up.ts';
import { consumeSmsCode, sendSmsCode } from '../services/accounts/sms-codes.ts';
import type { SmsTransport } from '../services/accounts/sms-transport.ts';
import { FIRST_CREDENTIAL_VERSION, issueToken } from '../services/accounts/tokens.ts';
import { authSettings } from '../services/content/configs.ts';
import { markDeviceWhileExcluded } from '../services/member/responsible-play/excluded-persons.ts';

/** A reset code for a phone without an account is made and counted like any other, and sent nowhere. */
const nowhere: SmsTransport = { send: async () => undefined };

/** The caps per client address that the environment may raise, read as the app is built (server/app.ts). */
export interface PhoneRouteOptions {
  /** Phone logins and resets per hour over all phones: services/accounts/phone-auth-limits.ts. */
  phoneAuthPerAddress: number;
  /** SMS codes per hour: services/accounts/sms-codes.ts. */
  smsPerAddressHour: number;
}

/** SMS codes and what they unlock: quick phone login and password reset (docs/product.md §7). */
export const phoneRoutes: FastifyPluginAsyncZod<PhoneRouteOptions> = async (app, caps) => {
  const db = app.db.db;

  /**
   * Both forms take a solved captcha exactly as the header login does, then count the try per
   * address and per (phone, address): the captcha comes first so that nobody without puzzles spends
   * an address's tries.
   */
  async function admitTry(phone: string, key: string | undefined, address: string, now: Date): Promise<void> {
    if ((await authSettings(app)).loginCaptcha) await consumeCaptcha(db, key, now);
    await countPhoneAuthTry(db, { phone, address, now, perAddress: caps.phoneAuthPerAddress });
  }

  app.post('/auth/sms', { schema: { body: smsSchema, response: { 200: messageReplySchema } } }, async (request) => {
    const { phone, purpose, key } = request.body;
    const now = app.clock();
    const settings = await authSettings(app);
    // A send spends a solved slider like a login does: each text costs the asker a puzzle. A
    // registration code also whenever registration takes the captcha: it is solved before the text.
    if (settings.loginCaptcha || (purpose === 'register' && settings.register.isCaptchaRequired)) await consumeCaptcha(db, key, now);
    const transport = purpose === 'reset' && !(await memberByPhone(db, phone)) ? nowhere : app.sms;
    await sendSmsCode(db, transport, { phone, address: request.ip, lang: request.lang, now, perAddressHour: caps.smsPerAddressHour, purpose: purpose ?? 'login' });
    return { message: translate(request.lang, 'sms_sent') };
  });

  app.post('/auth/phone_login', { schema: { body: phoneLoginSchema, response: { 200: tokenReplySchema } } }, async (request) => {
    const now = app.clock();
    const form = request.body;
    const device = deviceIdOf(request);
    await admitTry(form.phone, form.key, request.ip, now);
    await consumeSmsCode(db, form.phone, form.sms_code, now, request.ip);
    const known = await memberByPhone(db, form.phone);
    if (known && known.status !== 'active') throw new AppError(403, 'account_blocked');
    if (known) {
      await recordLogin(db, known.id, now);
      await markDeviceWhileExcluded(db, known.id, device, now);
      return issueToken(db, known.id, now, known.credentialVersion);
    }
    return issueToken(db, await signUpByPhone(db, form, device, now), now, FIRST_CREDENTIAL_VERSION);
  });

  app.post('/auth/reset_pass', { schema: { body: resetPasswordSchema, response: { 200: messageReplySchema } } }, async (request) => {
    const now = app.clock();
    const { phone, sms_code, password, key } = request.body;
    await admitTry(phone, key, request.ip, now);
    // The code is checked before the phone is looked up: whoever does not hold the phone gets the
    // same answer whether or not it has an account.
    await consumeSmsCode(db, phone, sms_code, now, request.ip);
    const member = await memberByPhone(db, phone);
    const done = { message: translate(request.lang, 'password_reset') };
    if (!member) return done;
    // Whoever knew the old password must not stay signed in.
    await resetPassword(db, member.id, await hashSecret(password), now);
    await app.caches.forgetMemberEverywhere(member.id);
    return done;
  });
};
