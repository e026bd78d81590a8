// @vitest-environment node
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { OnlineRechargeReply } from '../../domain/contracts/replies/deposits.ts';
import { htmlPageReplySchema } from '../../domain/contracts/replies/pages.ts';
import { recoveryReplySchema, transferReplySchema, walletsReplySchema } from '../../domain/contracts/replies/money.ts';
import { memberCalls, paymentIds } from './deposit-helpers.ts';
import { bearer, newMember, startTestApp } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());
const { post } = memberCalls(t.app);

// The server's serializer writes `z.encode(schema, value)`: this is the reply as the schema lets it out.
const wire = (schema: z.ZodType, body: string) => JSON.stringify(z.encode(schema, JSON.parse(body)));

describe('money reply schemas', () => {
  it('let a transfer out byte for byte, and its stored answer replays the same bytes', async () => {
    const m = await newMember(t, { balanceCents: 10_000 });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/game/deposit?lang=en',
        headers: { ...bearer(m.token), 'idempotency-key': 'replies-1' },
        payload: { api_code: 'rl_slot_starforge', money: '12.5' },
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({ money: '87.50', wallet: { api_code: 'rl_slot_starforge', money: '12.50' } });
    expect(wire(transferReplySchema, first.body)).toBe(first.body);
    const replay = await send();
    expect([replay.statusCode, replay.headers['idempotent-replayed'], replay.body]).toEqual([200, 'true', first.body]);

    const recovered = await post('/game/recovery_last?lang=en', m.token, undefined, 'replies-2');
    expect(recovered.body).toMatchObject({ money: '100.00', recovered: '12.50', from: ['rl_slot_starforge'] });
    const wallets = await t.app.inject({ method: 'POST', url: '/api/game/api_moneys', headers: bearer(m.token) });
    expect(wire(walletsReplySchema, wallets.body)).toBe(wallets.body);
    expect(wire(recoveryReplySchema, JSON.stringify(recovered.body))).toBe(JSON.stringify(recovered.body));
  });

  it('send the demo payment pages as HTML bytes, not as a JSON string (a text/html string skips the serializer)', async () => {
    const m = await newMember(t);
    const ids = await paymentIds(t.app, m.token);
    const order = await post<OnlineRechargeReply>('/recharge/online?lang=en', m.token, { payment_id: ids.netBank, money: '20' });
    const page = await t.app.inject({ method: 'GET', url: order.body.url });
    expect([page.statusCode, page.headers['content-type'], page.body.slice(0, 15)]).toEqual([200, 'text/html; charset=utf-8', '<!doctype html>']);
    const refused = await t.app.inject({ method: 'GET', url: order.body.url.replace(/sig=[0-9a-f]+/, `sig=${'0'.repeat(64)}`) });
    expect([refused.statusCode, refused.headers['content-type'], refused.body.slice(0, 15)]).toEqual([404, 'text/html; charset=utf-8', '<!doctype html>']);
  });

  it('turn a reply that drifts from its contract into a 500: money as a number, a field missing; a stray field is not sent', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const good = { message: 'moved', money: '87.50', wallet: { api_code: 'x', title: 'X', money: '12.50' } };
    const replies: Record<string, unknown> = {
      good,
      float: { ...good, money: 87.5 },
      short: { ...good, money: '87.5' },
      missing: { message: 'moved', money: '87.50' },
      stray: { ...good, secret: 'kept inside' },
    };
    app.get('/:kind', { schema: { params: z.object({ kind: z.string() }), response: { 200: transferReplySchema } } }, async (request) => replies[request.params.kind] as never);
    app.get('/page', { schema: { response: { 200: htmlPageReplySchema } } }, async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><p>paid</p>'));
    const status = async (kind: string) => (await app.inject({ url: `/${kind}` })).statusCode;
    expect([await status('good'), await status('float'), await status('short'), await status('missing')]).toEqual([200, 500, 500, 500]);
    expect(JSON.parse((await app.inject({ url: '/stray' })).body)).toEqual(good);
    expect((await app.inject({ url: '/page' })).body).toBe('<!doctype html><p>paid</p>');
    await app.close();
  });
});
