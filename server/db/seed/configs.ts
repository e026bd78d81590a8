import type { SystemConfig } from '../../../domain/contracts/config.ts';
import type { Db } from '../client.ts';
import { systemConfigs } from '../schema/index.ts';

/** Demo values of the docs/product.md §3 config fields; operators change the rows, not this file. */
export const demoConfig: SystemConfig = {
  site_logo: '/brand/logo.svg',
  site_mobile: 'https://m.royal-lobby.example/',
  service_link: 'https://service.royal-lobby.example/chat',
  kefu_qq: '800123456',
  vip1_is_register_sms_open: '1',
  vip1_is_login_captcha_open: '1',
  register_setting_json: JSON.stringify({ isRealNameRequred: true, isPhoneRequired: true, isCaptchaRequired: true }),
  is_redbag_open: '1',
  activity_wheel_is_open: '1',
  // Demo numbers of a demo operator: an operator writes its own issuers' numbers into this row.
  site_licences: JSON.stringify([
    { name: 'PAGCOR', number: 'DEMO-PAGCOR-2026-0173' },
    { name: 'MGA', number: 'DEMO-MGA-B2C-0421' },
    { name: 'GLI', number: 'DEMO-GLI-RNG-5512' },
    { name: 'BMM', number: 'DEMO-BMM-3380' },
  ]),
};

/** The config group each field is asked for under (docs/product.md §7 `group`). */
const groupOf: Record<keyof SystemConfig, string> = {
  site_logo: 'system',
  site_mobile: 'system',
  service_link: 'service',
  kefu_qq: 'service',
  vip1_is_register_sms_open: 'register',
  vip1_is_login_captcha_open: 'register',
  register_setting_json: 'register',
  is_redbag_open: 'activity',
  activity_wheel_is_open: 'activity',
  site_licences: 'system',
};

export async function seedConfigs(db: Db): Promise<void> {
  await db
    .insert(systemConfigs)
    .values(Object.entries(demoConfig).map(([key, value]) => ({ key, value, grp: groupOf[key as keyof SystemConfig] })));
}
