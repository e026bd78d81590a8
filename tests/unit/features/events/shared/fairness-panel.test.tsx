// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FairRotateReply, FairSeeds } from '../../../../../domain/contracts/replies/fair-seeds';
import { FairnessPanel, fairSeedsKey } from '../../../../../src/features/events/shared/fairness-panel';
import { initI18n, loadLaterTexts } from '../../../../../src/i18n/i18n';
import { appStore } from '../../../../../src/store/app-store';
import { renderAsMember } from '../../../render-as-member';

const api = vi.hoisted(() => ({
  fetchFairSeeds: vi.fn<() => Promise<FairSeeds>>(),
  setClientSeed: vi.fn<(input: { client_seed: string }) => Promise<FairSeeds>>(),
  rotateServerSeed: vi.fn<() => Promise<FairRotateReply>>(),
}));
vi.mock('../../../../../src/api/events', () => api);

const oldHash = '1'.repeat(64);
const newHash = '2'.repeat(64);
const seed = 'f'.repeat(64);

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => {
  vi.clearAllMocks();
  appStore.getState().clearSession();
  api.fetchFairSeeds.mockResolvedValue({ server_seed_hash: oldHash, client_seed: 'lucky', nonce: 7 });
});

describe('FairnessPanel', () => {
  it('asks nothing for a visitor and says the details show after login', () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <FairnessPanel />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('fairness-login')).toHaveTextContent('Fairness details (seed hash, client seed, nonce) show after you log in.');
    expect(screen.getByRole('link', { name: 'Open the Verify page' })).toHaveAttribute('href', '/Verify');
    expect(api.fetchFairSeeds).not.toHaveBeenCalled();
  });

  it("shows a member's commitment, client seed and next nonce, keyed under fairSeedsKey", async () => {
    const client = renderAsMember(<FairnessPanel />);
    expect(await screen.findByTestId('fair-commitment')).toHaveTextContent(oldHash);
    expect(screen.getByTestId('fair-client-seed')).toHaveTextContent('lucky');
    expect(screen.getByTestId('fair-nonce')).toHaveTextContent('7');
    api.fetchFairSeeds.mockResolvedValue({ server_seed_hash: oldHash, client_seed: 'lucky', nonce: 8 });
    await client.invalidateQueries({ queryKey: fairSeedsKey });
    await waitFor(() => expect(screen.getByTestId('fair-nonce')).toHaveTextContent('8'));
  });

  it('checks a new client seed before sending it, then shows the saved one', async () => {
    const user = userEvent.setup();
    api.setClientSeed.mockImplementation(async ({ client_seed }) => ({ server_seed_hash: oldHash, client_seed, nonce: 7 }));
    renderAsMember(<FairnessPanel />);
    const field = await screen.findByLabelText('New client seed');
    await user.clear(field);
    await user.type(field, 'bad seed!');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('The client seed may only contain letters, digits, _ and - (at most 64)')).toBeInTheDocument();
    expect(api.setClientSeed).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'my-seed_2');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(screen.getByTestId('fair-client-seed')).toHaveTextContent('my-seed_2'));
    expect(api.setClientSeed).toHaveBeenCalledWith({ client_seed: 'my-seed_2' });
  });

  it('reveals and rotates only after confirming, then shows the seed and a link to verify it', async () => {
    const user = userEvent.setup();
    const onRotated = vi.fn();
    api.rotateServerSeed.mockResolvedValue({ revealed_server_seed: seed, server_seed_hash: newHash });
    renderAsMember(<FairnessPanel onRotated={onRotated} />);
    await user.click(await screen.findByRole('button', { name: 'Reveal and rotate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reveal the current server seed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.rotateServerSeed).not.toHaveBeenCalled();

    api.fetchFairSeeds.mockResolvedValue({ server_seed_hash: newHash, client_seed: 'lucky', nonce: 7 });
    await user.click(screen.getByRole('button', { name: 'Reveal and rotate' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reveal' }));
    const revealed = await screen.findByTestId('revealed-seed');
    expect(revealed).toHaveTextContent(seed);
    expect(within(revealed).getByRole('link', { name: 'Verify draws with this seed' })).toHaveAttribute('href', `/Verify?seed=${seed}&hash=${oldHash}`);
    await waitFor(() => expect(screen.getByTestId('fair-commitment')).toHaveTextContent(newHash));
    expect(onRotated).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
