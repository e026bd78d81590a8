import type { RebateItem } from '../../domain/contracts/replies/money';
import { getJson } from './http';

/** Rebates waiting to be collected (`/fsnow/list`); fs_money is a 2-decimal string. */
export function fetchRebates(): Promise<RebateItem[]> {
  return getJson<RebateItem[]>('/fsnow/list');
}
