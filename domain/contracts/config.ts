import { z } from 'zod';

/** Register settings of docs/product.md §3 (`register_setting_json`); the server sends them as JSON text. */
export const registerSettingSchema = z.object({
  isRealNameRequred: z.boolean().default(false),
  isPhoneRequired: z.boolean().default(false),
  isCaptchaRequired: z.boolean().default(false),
});
export type RegisterSetting = z.output<typeof registerSettingSchema>;

/**
 * System config fields of docs/product.md §3, as `/system/configs` replies (flags are '0' or '1'). The
 * lobby imports only the type (`import type`) from here before it needs zod.
 */
export const systemConfigSchema = z.object({
  site_logo: z.string(),
  site_mobile: z.string(),
  service_link: z.string(),
  kefu_qq: z.string(),
  vip1_is_register_sms_open: z.enum(['0', '1']),
  vip1_is_login_captcha_open: z.enum(['0', '1']),
  register_setting_json: z.string(),
  is_redbag_open: z.enum(['0', '1']),
  activity_wheel_is_open: z.enum(['0', '1']),
  /** The footer's licence badges, JSON text: `[{ "name": "PAGCOR", "number": "…" }]` (`parseLicences`); databases from before migration 0050 may lack it. */
  site_licences: z.string().optional(),
});
export type SystemConfig = z.infer<typeof systemConfigSchema>;

export const systemConfigQuerySchema = z.object({
  url: z.string().max(255).optional(),
  group: z.string().max(100).optional(),
  lang: z.string().max(8).optional(),
});

const licencesSchema = z.array(z.object({ name: z.string().min(1).max(20), number: z.string().min(1).max(60) })).max(12);

/** One licence or certificate the footer shows, with the number its issuer gave. */
export type Licence = z.infer<typeof licencesSchema>[number];

/** Parses `site_licences` leniently: a broken value shows no badges rather than breaking the footer. */
export function parseLicences(text: string | undefined): Licence[] {
  try {
    return licencesSchema.parse(JSON.parse(text ?? '[]'));
  } catch {
    return [];
  }
}

/** Parses `register_setting_json` leniently: a broken value means "nothing required". */
export function parseRegisterSetting(text: string | undefined): RegisterSetting {
  try {
    return registerSettingSchema.parse(JSON.parse(text ?? '{}'));
  } catch {
    return registerSettingSchema.parse({});
  }
}
