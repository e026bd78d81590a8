import type { FastifyPluginAsync } from 'fastify';
import { phoneRoutes } from './auth-phone.ts';
import { registerRoutes } from './auth-register.ts';
import { sessionRoutes } from './auth-session.ts';
import { bankCardRoutes } from './bank-cards.ts';
import { captchaRoutes } from './captcha.ts';
import { configRoutes } from './config.ts';
import { contentRoutes } from './content.ts';
import { dailyBonusRoutes } from './daily-bonus.ts';
import { depositRoutes } from './deposits.ts';
import { fairSeedRoutes } from './fair-seeds.ts';
import { demoGameRoutes } from './demo-game.ts';
import { devRoutes } from './dev.ts';
import { favouritesRoutes } from './favourites.ts';
import { feedbackRoutes } from './feedback.ts';
import { gameRecordRoutes } from './game-records.ts';
import { gamesRoutes } from './games.ts';
import { healthRoutes } from './health.ts';
import { liveRoutes } from './live.ts';
import { memberPasswordRoutes } from './member-passwords.ts';
import { promotionRoutes } from './promotions.ts';
import { redbagRoutes } from './redbag.ts';
import { rebatesRoutes } from './rebates.ts';
import { teamAgentRoutes } from './team-agent.ts';
import { siteMailRoutes } from './site-mail.ts';
import { standInRoutes } from './stand-ins.ts';
import { vipRebateRoutes } from './vip-rebates.ts';
import { walletRoutes } from './wallet.ts';
import { wheelRoutes } from './wheel.ts';
import { withdrawalRoutes } from './withdrawals.ts';
import { yuebaoRoutes } from './yuebao.ts';

export interface ApiOptions {
  devEndpoints: boolean;
}

/** Every route plugin of the API, one per domain; a new domain adds one line here. */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(standInRoutes);
  await app.register(contentRoutes);
  await app.register(promotionRoutes);
  await app.register(captchaRoutes);
  await app.register(sessionRoutes);
  await app.register(registerRoutes);
  await app.register(phoneRoutes);
  await app.register(memberPasswordRoutes);
  await app.register(gamesRoutes);
  await app.register(demoGameRoutes);
  await app.register(gameRecordRoutes);
  await app.register(favouritesRoutes);
  await app.register(rebatesRoutes);
  await app.register(walletRoutes);
  await app.register(withdrawalRoutes);
  await app.register(depositRoutes);
  await app.register(bankCardRoutes);
  await app.register(yuebaoRoutes);
  await app.register(teamAgentRoutes);
  await app.register(dailyBonusRoutes);
  await app.register(siteMailRoutes);
  await app.register(liveRoutes);
  await app.register(feedbackRoutes);
  await app.register(vipRebateRoutes);
  await app.register(fairSeedRoutes);
  await app.register(wheelRoutes);
  await app.register(redbagRoutes);
  if (options.devEndpoints) await app.register(devRoutes);
};
