// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WithdrawInfo } from '../../../../domain/contracts/replies/withdrawals';
import { TurnoverSummary } from '../../../../src/features/withdraw/turnover-summary';
import { i18next, initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import en from '../../../../domain/texts/en.json';

const info = (turnover: WithdrawInfo['turnover'], withdrawable: string, bonus: WithdrawInfo['bonus'] = null): WithdrawInfo => ({
  money: '1000.00',
  withdrawable,
  turnover,
  bonus,
  wait_seconds: 0,
  has_qk_pwd: true,
});
const none = info({ deposited: '0.00', valid_betting: '0.00', still_needed: '0.00', met: true }, '1000.00');
const met = info({ deposited: '500.00', valid_betting: '620.00', still_needed: '0.00', met: true }, '1000.00');
/** 1,000.00 deposited with 1,000.00 of bonus, 1,000.00 bet (400.00 of it lost): the deposit's once is met, the bonus's (1,000.00 + 1,000.00) × 10 is not. */
const bonusLocked = info({ deposited: '1000.00', valid_betting: '1000.00', still_needed: '19000.00', met: false }, '600.00', {
  amount: '1000.00',
  required: '20000.00',
  wagered: '1000.00',
  still_needed: '19000.00',
  met: false,
});
const needed = info({ deposited: '1000.00', valid_betting: '250.00', still_needed: '750.00', met: false }, '800.00');

const status = () => screen.getByTestId('turnover-status');

beforeAll(async () => {
  await initI18n('zh_cn');
  await loadLaterTexts();
});
beforeEach(() => i18next.changeLanguage('zh_cn'));

describe('the turnover summary', () => {
  it('says one plain sentence per state and shows each amount once', () => {
    const { rerender } = render(<TurnoverSummary info={none} />);
    expect(status()).toHaveTextContent(/^无流水要求，可全额提款$/);
    rerender(<TurnoverSummary info={met} />);
    expect(status()).toHaveTextContent(/^流水要求已完成，可全额提款$/);
    rerender(<TurnoverSummary info={needed} />);
    expect(status()).toHaveTextContent(/^还需有效投注 750\.00 元才可全额提款有效投注 250\.00 \/ 存款 1000\.00$/);
    // The withdrawable amount appears once, under its own label, not again as a figure of the rule.
    expect(screen.getAllByText('800.00')).toHaveLength(1);
    expect(screen.getByTestId('withdraw-summary')).not.toHaveTextContent('已完成1000.00');
  });

  it('says how much is left to bet before the first-deposit bonus can be withdrawn, and what can be now', () => {
    render(<TurnoverSummary info={bonusLocked} />);
    expect(status()).toHaveAttribute('data-state', 'bonus');
    expect(status()).toHaveTextContent(/^还需有效投注 19000\.00 元，首存红利及其盈利方可提取；您本金中未输掉的部分现在即可提取红利流水（首存 \+ 红利）× 10：已完成 1000\.00 \/ 20000\.00$/);
    expect(screen.getByTestId('withdrawable')).toHaveTextContent('600.00');
  });

  it('speaks plain English', async () => {
    i18next.addResourceBundle('en', 'translation', en, true, true);
    await i18next.changeLanguage('en');
    const { rerender } = render(<TurnoverSummary info={none} />);
    expect(status()).toHaveTextContent('No betting requirement: you can withdraw your whole balance');
    rerender(<TurnoverSummary info={needed} />);
    expect(status()).toHaveTextContent('Place 750.00 more in valid bets to withdraw your whole balance');
    rerender(<TurnoverSummary info={bonusLocked} />);
    expect(status()).toHaveTextContent(
      'Place 19000.00 more in valid bets to unlock your first deposit bonus and its winnings; your own unlost deposit can be withdrawn nowBonus requirement (first deposit + bonus) × 10: 1000.00 of 20000.00 bet',
    );
    expect(document.body.textContent).not.toMatch(/one times/i);
    expect(en.withdraw.noticeTurnover).not.toMatch(/one times/i);
  });
});
