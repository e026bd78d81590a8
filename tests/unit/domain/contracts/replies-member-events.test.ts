import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { redbagOpenReplySchema, wheelAwardReplySchema, type RedbagOpenReply, type WheelAwardReply } from '../../../../domain/contracts/replies/events';
import { teamReportSchema, type TeamReport } from '../../../../domain/contracts/replies/team';
import { moneyText } from '../../../../domain/contracts/replies/money-text';

// The server's serializer writes `z.encode(schema, value)`: a reply that does not encode is a 500.
const wire = (schema: z.ZodType, value: unknown) => JSON.stringify(z.encode(schema, value));

const label = { en: 'Big', zh_cn: '大奖', zh_hk: '大獎' };
const fair = { server_seed_hash: 'ab'.repeat(32), client_seed: '0123456789abcdef', nonce: 7, weights: [1, 9], prize_index: 1 };

describe('reply schemas of the member area and the events', () => {
  it('take money only as a 2-decimal string', () => {
    for (const ok of ['0.00', '12.50', '-3.05', '100000000.00']) expect(moneyText.safeParse(ok).success, ok).toBe(true);
    for (const bad of [12.5, '12.5', '12', '1e3', ' 1.00', '1.000']) expect(moneyText.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('write a draw reply byte for byte as the server builds it, so a stored answer replays through them', () => {
    const award: WheelAwardReply = {
      message: 'won 8.88',
      prize_index: 1,
      prize: { id: 2, label, money: '8.88', weight: 9, colour: '#ff0000' },
      money: '108.88',
      chances: 2,
      fair,
    };
    expect(wire(wheelAwardReplySchema, award)).toBe(JSON.stringify(award));
    const open: RedbagOpenReply = { message: '2 packets', packets: [{ money: '1.00', prize_index: 0, fair }], total: '1.00', money: '101.00', chances: 0 };
    expect(wire(redbagOpenReplySchema, JSON.parse(JSON.stringify(open)))).toBe(JSON.stringify(open));
  });

  it('refuse a reply that drifts from its contract: a field missing, money as a number', () => {
    const report: TeamReport = {
      start_date: '2026-11-01',
      end_date: '2026-11-25',
      bet_count: 3,
      bet_amount: '170.00',
      valid_bet: '170.00',
      payout: '150.00',
      profit: '-20.00',
      new_members: 1,
      deposits: '300.00',
      withdrawals: '0.00',
      team_size: 1,
      active_members: 1,
      is_agent: true,
      commission_rate_bp: 50,
      commission: '0.85',
    };
    expect(wire(teamReportSchema, report)).toBe(JSON.stringify(report));
    const { commission: _dropped, ...missing } = report;
    expect(() => wire(teamReportSchema, missing)).toThrow();
    expect(() => wire(teamReportSchema, { ...report, profit: -20 })).toThrow();
  });
});
