import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { parseRegisterSetting, systemConfigSchema, type SystemConfig } from '../../../domain/contracts/config.ts';
import type { Db } from '../../db/client.ts';
import { systemConfigs } from '../../db/schema/index.ts';

const fields = systemConfigSchema.shape;
const isField = (key: string): key is keyof typeof fields => Object.hasOwn(fields, key);

/**
 * The stored config fields, optionally only those of the given groups (docs/product.md §7 `group`). A row
 * the contract does not know, or a value it does not allow (an operator's hand-written 'true' for
 * '1'), is left out, as if unset: the lobby's first screen reads this and must not fail on it.
 */
export async function readConfigs(db: Db, groups?: string[]): Promise<Partial<SystemConfig>> {
  const rows = await db
    .select({ key: systemConfigs.key, value: systemConfigs.value })
    .from(systemConfigs)
    .where(groups && groups.length > 0 ? inArray(systemConfigs.grp, groups) : undefined);
  const config: Partial<Record<keyof SystemConfig, string>> = {};
  for (const { key, value } of rows) if (isField(key) && fields[key].safeParse(value).success) config[key] = value;
  return config as Partial<SystemConfig>;
}

/** The config fields of the asked groups, through the app's content cache. */
export function cachedConfigs(app: FastifyInstance, groups?: string[]): Promise<Partial<SystemConfig>> {
  const key = `configs:${(groups ?? []).slice().sort().join(',')}`;
  return app.caches.content.get(key, () => readConfigs(app.db.db, groups));
}

/** What the auth calls need to know: which checks registration and login demand right now. */
export async function authSettings(app: FastifyInstance) {
  const config = await cachedConfigs(app, ['register']);
  return {
    loginCaptcha: config.vip1_is_login_captcha_open === '1',
    registerSms: config.vip1_is_register_sms_open === '1',
    register: parseRegisterSetting(config.register_setting_json),
  };
}
