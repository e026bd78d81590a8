import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { members, rebates } from '../schema/index.ts';
import { toCents } from '../../services/money/money.ts';
import { demoMember } from './members.ts';

/** Rebates the demo member has not collected yet: 38.00 in all, so the home notice shows (docs/product.md §4). */
const demoRebates: readonly { apiName: string; amount: string }[] = [
  { apiName: 'rl_slot_starforge', amount: '12.34' },
  { apiName: 'rl_fish_coral', amount: '5.66' },
  { apiName: 'rl_card_lotus', amount: '20.00' },
];

/** Runs after the members and games seeds: it needs the demo member and the providers. */
export async function seedRebates(db: Db): Promise<void> {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.name, demoMember.name));
  if (!member) throw new Error('demo member missing before the rebate seed');
  await db
    .insert(rebates)
    .values(demoRebates.map((r) => ({ memberId: member.id, apiName: r.apiName, amountCents: toCents(r.amount) })));
}
