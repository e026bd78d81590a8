import type { Db } from '../client.ts';
import { transact } from '../transact.ts';
import { seedBankCards } from './bank-cards.ts';
import { seedConfigs } from './configs.ts';
import { seedContent } from './content.ts';
import { seedDailyBonus } from './daily-bonus.ts';
import { seedDemoHistory } from './demo-history.ts';
import { seedGames } from './games.ts';
import { seedMailFeedback } from './mail-feedback.ts';
import { seedMembers } from './members.ts';
import { seedPayments } from './payments.ts';
import { seedFirstDepositOffer, seedPromotions } from './promotions.ts';
import { seedRebates } from './rebates.ts';
import { seedTeamAgents } from './team-agents.ts';
import { seedVipRebates } from './vip-rebates.ts';
import { seedYuebao } from './yuebao.ts';

/** Demo data of a fresh database, all or nothing. */
export async function seedAll(db: Db): Promise<void> {
  await transact(db, async (tx) => {
    await seedConfigs(tx);
    await seedMembers(tx);
    await seedContent(tx);
    await seedGames(tx);
    await seedPromotions(tx);
    await seedRebates(tx);
    await seedVipRebates(tx);
    await seedPayments(tx);
    await seedBankCards(tx);
    await seedYuebao(tx);
    await seedDemoHistory(tx);
    await seedTeamAgents(tx);
    await seedDailyBonus(tx);
    await seedMailFeedback(tx);
    // Last: the demo members' seeded deposits come before the first-deposit offer (seed/promotions.ts).
    await seedFirstDepositOffer(tx);
  });
}
