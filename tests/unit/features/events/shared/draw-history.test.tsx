// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DrawHistory } from '../../../../../src/features/events/shared/draw-history';
import { formatDayTime } from '../../../../../src/lib/date-format';
import { initI18n, loadLaterTexts } from '../../../../../src/i18n/i18n';
import { appStore } from '../../../../../src/store/app-store';
import { testRows } from './test-rows';

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => appStore.setState({ lang: 'en' }));

const renderRows = (rows = testRows) =>
  render(
    <MemoryRouter>
      <DrawHistory rows={rows} caption="My spins" event="wheel" />
    </MemoryRouter>,
  );

describe('DrawHistory', () => {
  it('shows prize, amount, time and nonce, and links a revealed draw to Verify with its inputs', () => {
    renderRows();
    expect(screen.getByRole('table', { name: 'My spins' })).toBeInTheDocument();
    const [revealed, current] = screen.getAllByTestId('draw-row');
    expect(revealed).toHaveTextContent('Eight eighty-eight');
    expect(revealed).toHaveTextContent('8.88');
    expect(revealed).toHaveTextContent(formatDayTime(testRows[0]!.created_at));
    const link = within(revealed!).getByRole('link', { name: 'Verify draw 4' });
    expect(link.getAttribute('href')).toContain('/Verify?seed=aaaa');
    expect(link.getAttribute('href')).toContain('nonce=4');
    expect(link.getAttribute('href')).toContain('event=wheel');
    expect(within(current!).queryByRole('link')).toBeNull();
    expect(current).toHaveTextContent('Verifiable once the seed is revealed');
  });

  it('says when there are no draws', () => {
    renderRows([]);
    expect(screen.getByText('No draws yet')).toBeInTheDocument();
  });
});
