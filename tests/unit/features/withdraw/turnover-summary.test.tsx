// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WithdrawInfo } from '../../../../src/contracts/withdrawals-types';
import { TurnoverSummary } from '../../../../src/features/withdraw/turnover-summary';
import { i18next, initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import en from '../../../../src/i18n/locales/en.json';

const info = (turnover: WithdrawInfo['turnover'], withdrawable: string): WithdrawInfo => ({ money: '1000.00', withdrawable, turnover, wait_seconds: 0, has_qk_pwd: true });
const none = info({ deposited: '0.00', valid_betting: '0.00', still_needed: '0.00', met: true }, '1000.00');
const met = info({ deposited: '500.00', valid_betting: '620.00', still_needed: '0.00', met: true }, '1000.00');
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

  it('speaks plain English', async () => {
    i18next.addResourceBundle('en', 'translation', en, true, true);
    await i18next.changeLanguage('en');
    const { rerender } = render(<TurnoverSummary info={none} />);
    expect(status()).toHaveTextContent('No betting requirement: you can withdraw your whole balance');
    rerender(<TurnoverSummary info={needed} />);
    expect(status()).toHaveTextContent('Place 750.00 more in valid bets to withdraw your whole balance');
    expect(document.body.textContent).not.toMatch(/one times/i);
    expect(en.withdraw.noticeTurnover).not.toMatch(/one times/i);
  });
});
