// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { NormalRechargeReply, RechargeListReply } from '../../domain/contracts/replies/deposits.ts';
import { approveRecharge, rejectRecharge } from '../../server/services/money/deposit-review.ts';
import { creditedDepositsCents } from '../../server/services/member/vip-ladder.ts';
import { ledgerTotals } from '../../server/services/money/ledger.ts';
import type { OpsContext } from '../../server/ops/command.ts';
import { usage } from '../../server/ops/commands.ts';
import { depositCommands } from '../../server/ops/deposit-commands.ts';
import { openServerDatabase } from '../../server/ops/open-database.ts';
import { runOps, type OpsIo } from '../../server/ops/run-ops.ts';
import { memberCalls, paymentIds, PNG_BASE64 } from './deposit-helpers.ts';
import { call, ledgerMovesOf, newMember, startTestApp, walletCents, type Token } from './test-app.ts';
import { withoutFirstDepositBonus } from './first-deposit-helpers.ts';

const t = await startTestApp({ devEndpoints: true });
await withoutFirstDepositBonus(t);
const dir = await mkdtemp(join(tmpdir(), 'deposit-ops-'));
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});
const { get, post } = memberCalls(t.app);
const ids = await paymentIds(t.app, (await newMember(t)).token);
const ctx: OpsContext = { db: t.database.db, now: () => new Date(), lang: 'en' };
const command = (name: string) => depositCommands.find((c) => c.name === name)!;
const ops = (name: string, ...args: string[]) => command(name).run(ctx, args);

async function pendingDeposit(token: Token, money = '200.00', voucher?: string): Promise<number> {
  const res = await post<NormalRechargeReply>('/recharge/normal', token, { payment_id: ids.icbc, money, payer_name: 'Han Meimei', voucher });
  expect(res.status).toBe(200);
  return res.body.recharge.id;
}

const devDecide = (id: number, decision: 'approve' | 'reject', reason?: string) =>
  call<{ message: string; credited: boolean; status: string }>(t.app, {
    method: 'POST',
    url: `/api/dev/recharges/${id}/${decision}?lang=en`,
    ...(reason ? { payload: { reason } } : {}),
  });

describe('operator decisions', () => {
  it('approves a deposit as one ledger transaction house deposits → wallet, once, also when approved again or at once', async () => {
    const m = await newMember(t, { balanceCents: 100 });
    const id = await pendingDeposit(m.token, '250.25');
    const [first, second, dev] = await Promise.all([approveRecharge(t.database.db, id, new Date()), approveRecharge(t.database.db, id, new Date()), devDecide(id, 'approve')]);
    expect([first.credited, second.credited, dev.body.credited].filter(Boolean)).toHaveLength(1);
    expect(await walletCents(t, m.id)).toBe(25_125);
    expect(await ledgerMovesOf(t, m.id)).toBe(2);
    const again = await devDecide(id, 'approve');
    expect(again.body).toEqual({ message: 'This deposit was already approved', credited: false, status: 'approved' });
    expect(await ops('approve-deposit', String(id))).toBe('This deposit was already approved');
    expect(await walletCents(t, m.id)).toBe(25_125);
    expect(await creditedDepositsCents(t.database.db, m.id)).toBe(25_025);
    expect(await ledgerTotals(t.database.db)).toMatchObject({ accounts: 0, entries: 0, negativeMemberAccounts: 0 });
    const list = await get<RechargeListReply>('/recharge/list', m.token);
    expect(list.body.list[0]).toMatchObject({ id, status: 'approved' });
    expect(list.body.list[0]!.decided_at).not.toBeNull();
  });

  it('rejects a deposit without moving money; a decided deposit keeps its decision', async () => {
    const m = await newMember(t);
    const id = await pendingDeposit(m.token);
    const rejected = await devDecide(id, 'reject', 'No transfer received');
    expect(rejected.body).toEqual({ message: `Deposit #${id} rejected`, credited: false, status: 'rejected' });
    expect(await walletCents(t, m.id)).toBe(0);
    expect(await ledgerMovesOf(t, m.id)).toBe(0);
    const approve = await devDecide(id, 'approve');
    expect([approve.status, approve.body]).toEqual([409, { message: 'This deposit was already rejected' }]);
    await expect(approveRecharge(t.database.db, id, new Date())).rejects.toMatchObject({ statusCode: 409, key: 'recharge_already_rejected' });
    expect(await walletCents(t, m.id)).toBe(0);
    const list = await get<RechargeListReply>('/recharge/list', m.token);
    expect(list.body.list[0]).toMatchObject({ status: 'rejected', reason: 'No transfer received' });

    const paid = await pendingDeposit(m.token, '120');
    await approveRecharge(t.database.db, paid, new Date());
    await expect(rejectRecharge(t.database.db, paid, null, new Date())).rejects.toMatchObject({ statusCode: 409, key: 'recharge_already_approved' });
    expect(await walletCents(t, m.id)).toBe(12_000);
    expect((await devDecide(999_999, 'approve')).status).toBe(404);
    expect((await devDecide(0, 'approve')).status).toBe(422);
  });

  it('frees a place under the pending limit once a deposit is decided', async () => {
    const m = await newMember(t);
    const [a] = [await pendingDeposit(m.token, '101'), await pendingDeposit(m.token, '102'), await pendingDeposit(m.token, '103')];
    expect((await post('/recharge/normal', m.token, { payment_id: ids.icbc, money: '104', payer_name: 'Han' })).status).toBe(429);
    await rejectRecharge(t.database.db, a!, 'duplicate', new Date());
    expect((await post('/recharge/normal', m.token, { payment_id: ids.icbc, money: '104', payer_name: 'Han' })).status).toBe(200);
  });

  it('lists pending deposits for the operator under /api/dev', async () => {
    const m = await newMember(t);
    const id = await pendingDeposit(m.token, '321');
    const list = await call<{ list: { id: number; money: string; status: string }[] }>(t.app, { method: 'GET', url: '/api/dev/recharges' });
    expect(list.body.list.find((r) => r.id === id)).toMatchObject({ money: '321.00', status: 'pending' });
  });
});

describe('npm run ops', () => {
  it('lists pending deposits, approves one and rejects another with a reason', async () => {
    const m = await newMember(t);
    const a = await pendingDeposit(m.token, '150', PNG_BASE64);
    const b = await pendingDeposit(m.token, '160');
    const listed = await ops('deposits');
    expect(listed).toMatch(/^\d+ pending deposits?:/);
    const lineA = listed.split('\n').find((l) => l.startsWith(`#${a} `))!;
    expect(lineA).toContain(`(member ${m.id})`);
    expect(lineA).toContain('bank transfer  Industrial and Commercial Bank of China  150.00  payer: Han Meimei  voucher: image/png, 1 kB');
    expect(await ops('approve-deposit', String(a))).toBe(`Deposit #${a} approved: 150.00 credited to the member`);
    expect(await ops('reject-deposit', String(b), 'Payer', 'name', 'differs')).toBe(`Deposit #${b} rejected`);
    expect(await walletCents(t, m.id)).toBe(15_000);
    expect(await ops('deposits')).not.toMatch(new RegExp(`^#(${a}|${b}) `, 'm'));
    expect(await ops('deposits', 'rejected')).toMatch(new RegExp(`^#${b} .*reason: Payer name differs$`, 'm'));
    expect((await get<RechargeListReply>('/recharge/list', m.token)).body.list.map((r) => r.status)).toEqual(['rejected', 'approved']);
  });

  it("saves a voucher for the operator's eyes, and refuses to overwrite a file", async () => {
    const m = await newMember(t);
    const id = await pendingDeposit(m.token, '170', PNG_BASE64);
    const file = join(dir, 'voucher.png');
    expect(await ops('deposit-voucher', String(id), file)).toContain('(image/png, 70 bytes)');
    expect((await readFile(file)).toString('base64')).toBe(PNG_BASE64);
    await expect(ops('deposit-voucher', String(id), file)).rejects.toThrow(/EEXIST/);
    const none = await pendingDeposit(m.token, '171');
    expect(await ops('deposit-voucher', String(none), join(dir, 'none.png'))).toBe(`Deposit #${none} has no voucher.`);
  });

  it('refuses bad calls with the usage and refused decisions with a translated message, through runOps', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io: OpsIo = { commands: depositCommands, open: async () => ({ db: t.database.db, close: async () => undefined }), out: (s) => out.push(s), err: (s) => err.push(s) };
    expect(await runOps(['help'], io)).toBe(0);
    expect(out.pop()).toBe(usage(depositCommands));
    expect(usage(depositCommands)).toContain('approve-deposit <id>');
    expect(await runOps([], io)).toBe(2);
    expect(await runOps(['withdrawals'], io)).toBe(2);
    expect(err.pop()).toMatch(/^Unknown command "withdrawals"/);
    expect(await runOps(['approve-deposit', 'abc'], io)).toBe(2);
    expect(err.pop()).toBe('<id> must be a positive whole number, not "abc"\nUsage: npm run ops -- approve-deposit <id>');
    expect(await runOps(['approve-deposit', '987654'], io)).toBe(1);
    expect(err.pop()).toBe('This deposit does not exist');
    expect(await runOps(['deposits', 'everything'], io)).toBe(2);
    const m = await newMember(t);
    const id = await pendingDeposit(m.token, '180');
    expect(await runOps(['approve-deposit', String(id)], io)).toBe(0);
    expect(out.pop()).toBe(`Deposit #${id} approved: 180.00 credited to the member`);
    expect(await walletCents(t, m.id)).toBe(18_000);
  });

  it('does not open a PGlite folder another process (the server) has open', async () => {
    const dataDir = join(dir, 'pglite');
    await mkdir(dataDir, { recursive: true });
    await writeFile(join(dataDir, 'postmaster.pid'), '-42\n');
    await expect(openServerDatabase({ DATA_DIR: dataDir })).rejects.toThrow(/is open in another process/);
  });
});

describe('without DEV_ENDPOINTS', () => {
  it('has no /api/dev deposit decisions', async () => {
    const plain = await startTestApp({ devEndpoints: false });
    try {
      const m = await newMember(plain);
      const submitted = await memberCalls(plain.app).post<NormalRechargeReply>('/recharge/normal', m.token, { payment_id: ids.icbc, money: '200', payer_name: 'Han' });
      const id = submitted.body.recharge.id;
      expect((await call(plain.app, { method: 'POST', url: `/api/dev/recharges/${id}/approve` })).status).toBe(404);
      expect((await call(plain.app, { method: 'GET', url: '/api/dev/recharges' })).status).toBe(404);
      expect(await walletCents(plain, m.id)).toBe(0);
    } finally {
      await plain.close();
    }
  });
});
