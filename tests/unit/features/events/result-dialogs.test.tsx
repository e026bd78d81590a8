// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventPrize, FairProof, RedbagOpenReply, WheelAwardReply } from '../../../../domain/contracts/replies/events';
import { RainResultDialog } from '../../../../src/features/events/red-packet/rain-result-dialog';
import { WheelResultDialog } from '../../../../src/features/events/wheel/wheel-result-dialog';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { appStore } from '../../../../src/store/app-store';

const fair = (nonce: number, prize_index: number): FairProof => ({ server_seed_hash: 'ab'.repeat(32), client_seed: 'seed', nonce, weights: [5, 3], prize_index });
const prize = (en: string, money: string): EventPrize => ({ id: 1, label: { en, zh_cn: en, zh_hk: en }, money, weight: 5, colour: '#e53935' });
const award = (p: EventPrize): WheelAwardReply => ({ message: 'ok', prize_index: 0, prize: p, money: '103.88', chances: 2, fair: fair(3, 0) });
const times = (text: string | null, part: string) => (text ?? '').split(part).length - 1;

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => appStore.setState({ lang: 'en' }));

describe('the wheel result', () => {
  it('says the amount once when the prize is named by it', () => {
    render(<WheelResultDialog result={award(prize('3.88', '3.88'))} onClose={() => undefined} returnFocus={() => null} />);
    const result = screen.getByTestId('wheel-result');
    expect(screen.getByTestId('wheel-result-amount')).toHaveTextContent('3.88');
    expect(result).toHaveTextContent('Credited to your main wallet.');
    expect(times(result.textContent, '3.88')).toBe(1);
  });

  it('puts the amount in the credit line when the name does not say it', () => {
    render(<WheelResultDialog result={award(prize('Lucky bonus', '5.00'))} onClose={() => undefined} returnFocus={() => null} />);
    const result = screen.getByTestId('wheel-result');
    expect(screen.getByTestId('wheel-result-amount')).toHaveTextContent('Lucky bonus');
    expect(result).toHaveTextContent('5.00 has been credited to your main wallet.');
    expect(times(result.textContent, '5.00')).toBe(1);
  });
});

describe('the rain result', () => {
  const prizes = [prize('0.18', '0.18'), prize('Big packet', '18.88')];
  const reply = (packets: RedbagOpenReply['packets'], total: string): RedbagOpenReply => ({ message: 'ok', packets, total, money: '100.00', chances: 1 });

  it('shows one packet by its total alone', () => {
    render(<RainResultDialog reply={reply([{ money: '0.18', prize_index: 0, fair: fair(1, 0) }], '0.18')} prizes={prizes} onClose={() => undefined} />);
    const result = screen.getByTestId('rain-result');
    expect(within(result).queryAllByTestId('rain-result-packet')).toHaveLength(0);
    expect(result).toHaveTextContent('Your packet0.18');
    expect(times(result.textContent, '0.18')).toBe(1);
  });

  it('lists several packets, naming a prize only where its name is not its amount, and the total once', () => {
    const packets = [
      { money: '0.18', prize_index: 0, fair: fair(1, 0) },
      { money: '18.88', prize_index: 1, fair: fair(2, 1) },
    ];
    render(<RainResultDialog reply={reply(packets, '19.06')} prizes={prizes} onClose={() => undefined} />);
    const rows = screen.getAllByTestId('rain-result-packet').map((li) => li.textContent);
    expect(rows).toEqual(['Packet 10.18', 'Packet 2Big packet18.88']);
    const result = screen.getByTestId('rain-result');
    expect(times(result.textContent, '19.06')).toBe(1);
    expect(result).toHaveTextContent('Credited to your main wallet.');
  });
});
