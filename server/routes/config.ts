import type { FastifyPluginAsync } from 'fastify';
import type { SystemConfig } from '../../src/contracts/config-types.ts';

/** Demo system config until the database issue stores it. */
export const defaultConfig: SystemConfig = {
  site_logo: '/brand/logo.svg',
  site_mobile: 'https://m.royal-lobby.example/',
  service_link: 'https://service.royal-lobby.example/chat',
  kefu_qq: '800123456',
  vip1_is_register_sms_open: '1',
  vip1_is_login_captcha_open: '1',
  register_setting_json: JSON.stringify({ isRealNameRequred: true, isPhoneRequired: true, isCaptchaRequired: true }),
  is_redbag_open: '1',
  activity_wheel_is_open: '1',
};

/** `GET /api/system/configs`. */
export const configRoutes: FastifyPluginAsync = async (app) => {
  app.get('/system/configs', async () => defaultConfig);
};
