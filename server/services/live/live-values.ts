import type { LiveMoney, LiveSnapshot, LiveSwitches, LiveUnread } from '../../../domain/contracts/live.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens } from '../../db/schema/index.ts';
import { readConfigs } from '../content/configs.ts';
import { unreadCount } from '../member/site-mail.ts';
import { balanceParts, versionedWallets } from '../money/balance-version.ts';
import { fromCents } from '../money/money.ts';

/**
 * The values the live stream sends, read from the database when sent (never from a cache: the
 * write that announced itself has committed, and a cache of this process may not have heard yet).
 */
export async function liveMoney(db: Db, memberId: number): Promise<LiveMoney> {
  const read = await versionedWallets(db, memberId);
  return {
    balance: fromCents(read.centreCents),
    wallets: Object.fromEntries([...read.providers].map(([code, cents]) => [code, fromCents(cents)])),
    balance_version: read.version,
    ...balanceParts(read),
  };
}

export async function liveUnread(db: Db, memberId: number): Promise<LiveUnread> {
  return { unread: await unreadCount(db, memberId) };
}

/** The events' switches ('0' turns an event off; a missing row leaves it on, as server/services/events/event-settings.ts reads it). */
export async function liveSwitches(db: Db): Promise<LiveSwitches> {
  const config = await readConfigs(db, ['activity']);
  return { is_redbag_open: config.is_redbag_open === '0' ? '0' : '1', activity_wheel_is_open: config.activity_wheel_is_open === '0' ? '0' : '1' };
}

/** Everything a stream starts with, so a reconnect catches up on what it missed. */
export async function liveSnapshot(db: Db, memberId: number): Promise<LiveSnapshot> {
  const [money, unread, switches] = await Promise.all([liveMoney(db, memberId), liveUnread(db, memberId), liveSwitches(db)]);
  return { ...money, ...unread, switches };
}

/** When the token of a session expires (ms since the epoch): its stream ends then. */
export async function tokenExpiry(db: Db, tokenHash: string): Promise<number> {
  const [row] = await db.select({ expiresAt: authTokens.expiresAt }).from(authTokens).where(eq(authTokens.tokenHash, tokenHash));
  // Just authenticated, so the row exists; if it went meanwhile, the stream ends at once.
  return row?.expiresAt.getTime() ?? 0;
}
