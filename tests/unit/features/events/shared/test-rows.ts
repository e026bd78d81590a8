import type { EventPrize, FairHistoryRow } from '../../../../../domain/contracts/replies/events';

/** Two prizes with texts in every language, for the shared event pieces' tests. */
export const testPrizes: EventPrize[] = [
  { id: 1, label: { zh_cn: '八元八角', zh_hk: '八元八角', en: 'Eight eighty-eight' }, money: '8.88', weight: 1, colour: '#ff0000' },
  { id: 2, label: { zh_cn: '谢谢参与', zh_hk: '謝謝參與', en: 'Thanks for playing' }, money: '0.00', weight: 2, colour: '#00ff00' },
];

/** A draw whose seed is revealed (nonce 4) and one whose seed is still current (nonce 5). */
export const testRows: FairHistoryRow[] = [
  {
    id: 11,
    prize_index: 0,
    label: testPrizes[0]!.label,
    money: '8.88',
    created_at: '2026-03-01T04:05:06.000Z',
    fair: { server_seed_hash: 'b'.repeat(64), client_seed: 'lucky', nonce: 4, weights: [1, 2], prize_index: 0 },
    server_seed: 'a'.repeat(64),
  },
  {
    id: 12,
    prize_index: 1,
    label: testPrizes[1]!.label,
    money: '0.00',
    created_at: '2026-03-01T05:00:00.000Z',
    fair: { server_seed_hash: 'c'.repeat(64), client_seed: 'lucky', nonce: 5, weights: [1, 2], prize_index: 1 },
    server_seed: null,
  },
];
