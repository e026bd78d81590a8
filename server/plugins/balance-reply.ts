import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { balanceParts, versionedWallets } from '../services/money/balance-version.ts';
import { fromCents } from '../services/money/money.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Opt-in of a member route whose reply carries the centre balance as `money`: the reply sends
     * the balance as it stands once the route's writes committed, with its `balance_version`, so a
     * lobby can drop it when it already shows a newer one, and the member's total with its parts read
     * at that version ("Balances and tabs" in README.md).
     */
    balanceReply?: boolean;
  }
}

/** The route config that asks for it. */
export const balanceReply = { balanceReply: true } as const;

/** Stamps the balance replies of the routes that opt in (see `balanceReply`). */
function registerBalanceReply(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!request.routeOptions.config.balanceReply || !request.member || reply.statusCode >= 300) return payload;
    if (typeof payload !== 'object' || payload === null || typeof (payload as { money?: unknown }).money !== 'string') return payload;
    // One statement reads the balances and their version together: they always belong to each other,
    // and the total with its parts is of the same version as the centre balance.
    const read = await versionedWallets(app.db.db, request.member.id);
    return { ...payload, money: fromCents(read.centreCents), balance_version: read.version, ...balanceParts(read) };
  });
}

/** The balance stamp of opted-in member replies (reads `request.member`). */
export const balanceReplyPlugin = fp(async (app) => registerBalanceReply(app), {
  name: 'lobby-balance-reply',
  fastify: '5.x',
  dependencies: ['lobby-member'],
  decorators: { fastify: ['db'] },
});
