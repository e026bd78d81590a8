import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerSchema } from '../../domain/contracts/auth.ts';
import { tokenReplySchema } from '../../domain/contracts/replies/accounts.ts';
import { consumeCaptcha } from '../services/accounts/captchas.ts';
import { deviceIdOf } from '../services/accounts/device-header.ts';
import { registerMember } from '../services/accounts/sign-up.ts';
import { consumeSmsCode } from '../services/accounts/sms-codes.ts';
import { authSettings } from '../services/content/configs.ts';
import { validate } from '../validate.ts';

/** `POST /auth/register`: the register form of docs/product.md §3 under the rules of §5 and the current settings. */
export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.post('/auth/register', { schema: { response: { 200: tokenReplySchema } } }, async (request) => {
    const now = app.clock();
    const settings = await authSettings(app);
    const form = validate(registerSchema(settings.register, settings.registerSms), request.body);
    // A malformed device header is refused before the captcha and the code are spent.
    const device = deviceIdOf(request);
    // Whether a name or phone is taken, or the person self-excluded, is said only past the captcha, and a phone only to whoever holds
    // its code: otherwise the form would list members for free. A refused form spends both, so the
    // lobby asks for them again (it clears the phone on a failure anyway, docs/product.md §8).
    if (settings.register.isCaptchaRequired) await consumeCaptcha(db, form.key, now);
    // Only a code asked for as a registration one, which went out past its own captcha (auth-phone.ts).
    if (settings.registerSms) await consumeSmsCode(db, form.phone, form.sms_code, now, request.ip, 'register');
    return registerMember(db, form, device, now);
  });
};
