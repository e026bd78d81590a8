import type { FastifyPluginAsync } from 'fastify';
import { phoneRoutes } from './auth-phone.ts';
import { registerRoutes } from './auth-register.ts';
import { sessionRoutes } from './auth-session.ts';
import { bankCardRoutes } from './bank-cards.ts';
import { captchaRoutes } from './captcha.ts';
import { configRoutes } from './config.ts';
import { contentRoutes } from './content.ts';
import { depositRoutes } from './deposits.ts';
import { demoGameRoutes } from './demo-game.ts';
import { devRoutes } from './dev.ts';
import { favouritesRoutes } from './favourites.ts';
import { gameRecordRoutes } from './game-records.ts';
import { gamesRoutes } from './games.ts';
import { healthRoutes } from './health.ts';
import { promotionRoutes } from './promotions.ts';
import { rebatesRoutes } from './rebates.ts';
import { walletRoutes } from './wallet.ts';
import { withdrawalRoutes } from './withdrawals.ts';
import { yuebaoRoutes } from './yuebao.ts';

export interface ApiOptions {
  devEndpoints: boolean;
}

/** Every route plugin of the API, one per domain; a new domain adds one line here. */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(contentRoutes);
  await app.register(promotionRoutes);
  await app.register(captchaRoutes);
  await app.register(sessionRoutes);
  await app.register(registerRoutes);
  await app.register(phoneRoutes);
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
  if (options.devEndpoints) await app.register(devRoutes);
};
