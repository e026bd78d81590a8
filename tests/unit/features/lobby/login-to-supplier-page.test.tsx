// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginToSupplierPage from '../../../../src/features/lobby/login-to-supplier-page';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { appStore } from '../../../../src/store/app-store';

const api = vi.hoisted(() => ({ gameLogin: vi.fn<(params: Record<string, string>) => Promise<{ url: string }>>() }));
vi.mock('../../../../src/api/games', () => ({ gameLogin: api.gameLogin }));
const wallet = vi.hoisted(() => ({ fetchWallets: vi.fn(), transferMoney: vi.fn() }));
vi.mock('../../../../src/api/wallet', () => wallet);

/** The member's wallets as `/game/api_moneys` answers: Starforge holding `game`, auto-transfer as given. */
const wallets = (autoTransfer: boolean, game = '0.00') => ({
  money: '300.00',
  auto_transfer: autoTransfer,
  list: [{ api_code: 'rl_slot_starforge', title: 'Starforge', money: game }],
});

function renderPage(apiCode = 'rl_no_such_provider') {
  render(
    <MemoryRouter initialEntries={[`/LoginToSupplier?api_code=${apiCode}`]}>
      <LoginToSupplierPage />
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => {
  api.gameLogin.mockReset();
  wallet.fetchWallets.mockReset().mockResolvedValue(wallets(true));
  wallet.transferMoney.mockReset();
  appStore.getState().clearSession();
});

describe('the game launch popup heading', () => {
  it('says it is entering the game while the launch is on its way', () => {
    appStore.getState().signIn({ token_type: 'Bearer', access_token: 'token-of-a-launching-member', expires_at: Date.now() / 1000, expires_in: 3600 });
    api.gameLogin.mockReturnValue(new Promise(() => {}));
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Entering the game');
  });


  it('says the game could not be entered above the server reason, not "Entering the game"', async () => {
    appStore.getState().signIn({ token_type: 'Bearer', access_token: 'token-of-a-refused-member', expires_at: Date.now() / 1000, expires_in: 3600 });
    api.gameLogin.mockRejectedValue(new Error('No such game provider'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('No such game provider');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Could not enter the game');
  });

  it('asks a visitor to sign in in the heading too', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in to play');
    expect(screen.queryByText('Entering the game')).not.toBeInTheDocument();
  });
});

describe('opening a game with an empty game wallet', () => {
  const signIn = () => appStore.getState().signIn({ token_type: 'Bearer', access_token: 'token-of-an-offered-member', expires_at: Date.now() / 1000, expires_in: 3600 });

  it('offers the transfer with the centre balance before launching when auto-transfer is off, then launches after it', async () => {
    signIn();
    wallet.fetchWallets.mockResolvedValue(wallets(false));
    wallet.transferMoney.mockResolvedValue({ message: 'Done', money: '200.00', wallet: { api_code: 'rl_slot_starforge', title: 'Starforge', money: '100.00' } });
    api.gameLogin.mockReturnValue(new Promise(() => {}));
    renderPage('rl_slot_starforge');
    const offer = await screen.findByRole('form', { name: 'Move money into Starforge first?' });
    expect(offer).toHaveTextContent('Your Starforge wallet holds 0.00 and auto-transfer is off. Main wallet: 300.00');
    expect(api.gameLogin).not.toHaveBeenCalled();
    const amount = screen.getByLabelText('Amount to move');
    expect(amount).toHaveValue('300.00');
    fireEvent.change(amount, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move and play' }));
    expect(await screen.findByText('The amount is more than the balance')).toBeInTheDocument();
    expect(wallet.transferMoney).not.toHaveBeenCalled();
    fireEvent.change(amount, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move and play' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Entering the game' })).toBeInTheDocument();
    expect(wallet.transferMoney).toHaveBeenCalledWith({ api_code: 'rl_slot_starforge', money: '100', direction: 'in' }, expect.any(String));
    // The launch call comes from an effect after the heading's render: on a busy machine, a moment later.
    await waitFor(() => expect(api.gameLogin).toHaveBeenCalledTimes(1));
  });

  it('launches at once without an offer when auto-transfer is on, or when the game wallet holds money', async () => {
    signIn();
    api.gameLogin.mockReturnValue(new Promise(() => {}));
    renderPage('rl_slot_starforge');
    await vi.waitFor(() => expect(api.gameLogin).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('form')).toBeNull();
  });
});
