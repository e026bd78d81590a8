// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OddsTable } from '../../../../../src/features/events/shared/odds-table';
import { initI18n, loadLaterTexts } from '../../../../../src/i18n/i18n';
import { appStore } from '../../../../../src/store/app-store';
import { testPrizes } from './test-rows';

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => appStore.setState({ lang: 'en' }));

describe('OddsTable', () => {
  it('lists each prize with its amount, weight and chance, and the total', () => {
    render(<OddsTable prizes={testPrizes} caption="Wheel odds" />);
    const table = screen.getByRole('table', { name: 'Wheel odds' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'PrizeAmountWeightChance',
      'Eight eighty-eight8.88133.33%',
      'Thanks for playing0.00266.67%',
      'Total3100.00%',
    ]);
  });

  it("shows the prize labels in the interface language", () => {
    appStore.setState({ lang: 'zh_hk' });
    render(<OddsTable prizes={testPrizes} caption="odds" />);
    expect(screen.getByRole('rowheader', { name: '謝謝參與' })).toBeInTheDocument();
  });
});
