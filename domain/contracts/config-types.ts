/** System config fields of docs/product.md §3, as `/system/configs` replies (flags are '0' or '1'). */
export interface SystemConfig {
  site_logo: string;
  site_mobile: string;
  service_link: string;
  kefu_qq: string;
  vip1_is_register_sms_open: '0' | '1';
  vip1_is_login_captcha_open: '0' | '1';
  register_setting_json: string;
  is_redbag_open: '0' | '1';
  activity_wheel_is_open: '0' | '1';
  /** The footer's licence badges, JSON text: `[{ "name": "PAGCOR", "number": "…" }]` (`parseLicences`); databases from before migration 0050 may lack it. */
  site_licences?: string;
}

/** Register settings of docs/product.md §3 (`register_setting_json`, sent as JSON text). */
export interface RegisterSetting {
  isRealNameRequred: boolean;
  isPhoneRequired: boolean;
  isCaptchaRequired: boolean;
}

/** Config groups the lobby asks for (docs/product.md §7). */
export const configGroups = ['system', 'register', 'service', 'activity'] as const;
