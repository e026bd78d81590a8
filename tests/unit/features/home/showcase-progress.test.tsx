// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GameShowcase } from '../../../../src/features/home/game-showcase';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';

// No WebGL in jsdom: the canvas code arrives (a stand-in) but makes no stage, as on a machine where
// setting up the stage takes seconds; the bar must already have moved for the code's arrival.
vi.mock('../../../../src/canvas/scenes/showcase/showcase-canvas', () => ({ default: () => <canvas data-testid="fake-showcase" /> }));

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});

describe('the showcase loading bar', () => {
  it('moves when the canvas code has arrived, before any artwork, instead of staying at 0 % until ready', async () => {
    render(
      <MemoryRouter>
        <GameShowcase heroSettled />
      </MemoryRouter>,
    );
    fireEvent.pointerEnter(screen.getByTestId('game-showcase'));
    await screen.findByTestId('fake-showcase');
    const bar = screen.getByRole('progressbar');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(bar).toHaveTextContent('40%');
  });
});
