// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginToSupplierPage from '../../../../src/features/lobby/login-to-supplier-page';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { appStore } from '../../../../src/store/app-store';

const api = vi.hoisted(() => ({ gameLogin: vi.fn<(params: Record<string, string>) => Promise<{ url: string }>>() }));
vi.mock('../../../../src/api/games', () => ({ gameLogin: api.gameLogin }));

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/LoginToSupplier?api_code=rl_no_such_provider']}>
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
