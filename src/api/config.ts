import { configGroups } from '../../domain/contracts/config-types';
import type { SystemConfig } from '../../domain/contracts/config';
import { getJson } from './http';

/** Loads the system configs of docs/product.md §3 for this host and the groups of docs/product.md §7. */
export function fetchSystemConfig(host: string): Promise<SystemConfig> {
  return getJson<SystemConfig>('/system/configs', { url: host, group: configGroups.join(',') });
}
