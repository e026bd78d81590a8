// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DemoMarker } from '../../../../src/components/header/demo-marker';
import { Header } from '../../../../src/components/header/header';
import { SlimTopBar } from '../../../../src/components/slim-top-bar';
import { initI18n, loadLaterTexts, loadTexts } from '../../../../src/i18n/i18n';
import { languages } from '../../../../domain/contracts/lang';
import { appStore } from '../../../../src/store/app-store';

beforeAll(async () => {
  await initI18n('en');
  // As every page does with its footer or lazy part: the tag's texts are not the first screen's.
  await loadLaterTexts();
});
beforeEach(() => appStore.getState().setStandIns([]));

describe('the Demo marker', () => {
  it('shows nothing while the server runs no stand-in', () => {
    render(<DemoMarker />);
    expect(screen.queryByTestId('demo-marker')).toBeNull();
  });

  it('shows "Demo" as a button that describes itself with each stand-in that is on, and shows the reason when pressed', async () => {
    appStore.getState().setStandIns(['demo_payments', 'console_sms']);
    render(<DemoMarker />);
    const marker = await screen.findByTestId('demo-marker');
    expect(marker).toBeVisible();
    const explanation = 'Demo server: nothing here is real money. Online payments are simulated: the payment page credits whatever amount is ordered. SMS codes are not sent: they appear in the server log.';
    // Reachable by keyboard, and a screen reader hears the reason with the name.
    const tag = screen.getByRole('button', { name: 'Demo' });
    expect(tag).toHaveAccessibleDescription(explanation);
    expect(tag).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('note')).toHaveClass('visually-hidden');
    act(() => tag.click());
    expect(tag).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('note')).toHaveTextContent(explanation);
    expect(screen.getByRole('note')).not.toHaveClass('visually-hidden');
    act(() => tag.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(tag).toHaveAttribute('aria-expanded', 'false');
    expect(marker).not.toHaveTextContent(/Test helpers/);
  });

  it('appears beside the logo of the lobby header and of the slim bar, and goes when the stand-ins do', async () => {
    appStore.getState().setStandIns(['dev_endpoints']);
    const { unmount } = render(
      <MemoryRouter>
        <Header account={null} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('site-header')).toContainElement(await screen.findByTestId('demo-marker'));
    expect(screen.getByTestId('demo-marker')).toHaveTextContent(/Test helpers are open to anyone who can reach the server\.$/);
    unmount();

    render(
      <MemoryRouter>
        <SlimTopBar title="Yu-EBao" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('banner')).toContainElement(await screen.findByTestId('demo-marker'));
    act(() => appStore.getState().setStandIns([]));
    expect(screen.queryByTestId('demo-marker')).toBeNull();
  });

  it('has its texts in all three languages', async () => {
    for (const lang of languages) {
      const { demo } = await loadTexts(lang);
      expect([demo.tag, demo.explain, demo.parts.demo_payments, demo.parts.console_sms, demo.parts.dev_endpoints].every((text) => text.length > 0), lang).toBe(true);
    }
  });
});
