import type { RebateLevel, VipsReply } from '../../domain/contracts/replies/vip';
import { getJson } from './http';

/** VIP levels with thresholds and benefits, and the signed-in member's progress (`GET /member/vips`). */
export function fetchVips(): Promise<VipsReply> {
  return getJson<VipsReply>('/member/vips');
}

/** Rebate rate of every VIP level for one game type, in percent strings (`GET /fs/levels?game_type=`). */
export function fetchRebateLevels(gameType: number): Promise<RebateLevel[]> {
  return getJson<RebateLevel[]>('/fs/levels', { game_type: gameType });
}
