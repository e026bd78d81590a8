import type { SystemConfig } from '../../domain/contracts/config.ts';

/** System configs with the register SMS on, events off, and the login slider on ('1') or off ('0'). */
export const captchaConfig = (captcha: '0' | '1'): SystemConfig => ({
  site_logo: '',
  site_mobile: '',
  service_link: '',
  kefu_qq: '',
  vip1_is_register_sms_open: '1',
  vip1_is_login_captcha_open: captcha,
  register_setting_json: '{}',
  is_redbag_open: '0',
  activity_wheel_is_open: '0',
});
