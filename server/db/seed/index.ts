import type { Db } from '../client.ts';
import { seedBankCards } from './bank-cards.ts';
import { seedConfigs } from './configs.ts';
import { seedContent } from './content.ts';
import { seedDemoHistory } from './demo-history.ts';
import { seedGames } from './games.ts';
import { seedMembers } from './members.ts';
import { seedPayments } from './payments.ts';
import { seedPromotions } from './promotions.ts';
import { seedRebates } from './rebates.ts';
import { seedYuebao } from './yuebao.ts';

/** Demo data of a fresh database, all or nothing. */
export async function seedAll(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedConfigs(tx);
    await seedMembers(tx);
    await seedContent(tx);
    await seedGames(tx);
    await seedPromotions(tx);
    await seedRebates(tx);
    await seedPayments(tx);
    await seedBankCards(tx);
    await seedYuebao(tx);
    await seedDemoHistory(tx);
  });
}
