import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import type { SystemConfig } from '../../../src/contracts/config-types.ts';
import { parseRegisterSetting } from '../../../src/contracts/config.ts';
import type { Db } from '../../db/client.ts';
import { systemConfigs } from '../../db/schema/index.ts';

/** The stored config fields, optionally only those of the given groups (spec point 7 `group`). */
export async function readConfigs(db: Db, groups?: string[]): Promise<Partial<SystemConfig>> {
  const rows = await db
    .select({ key: systemConfigs.key, value: systemConfigs.value })
    .from(systemConfigs)
    .where(groups && groups.length > 0 ? inArray(systemConfigs.grp, groups) : undefined);
  return Object.fromEntries(rows.map((r) => [r.key, r.value])) as Partial<SystemConfig>;
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
