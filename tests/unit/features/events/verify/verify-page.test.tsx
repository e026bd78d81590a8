// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import VerifyPage from '../../../../../src/features/events/verify/verify-page';
import { verifyPageHref } from '../../../../../src/features/events/shared/verify-link';
import { initI18n, loadLaterTexts } from '../../../../../src/i18n/i18n';
import { appStore } from '../../../../../src/store/app-store';
import vectors from '../../../../fixtures/fairness-vectors.json' with { type: 'json' };

// The page must compute in the browser: any request to our server fails this test.
const http = vi.hoisted(() => ({ getJson: vi.fn(), postJson: vi.fn() }));
vi.mock('../../../../../src/api/http', async (original) => ({ ...(await original<object>()), ...http }));

const vector = vectors[0]!;
const skipped = vectors.find((v) => v.words_skipped > 0)!;
const linkOf = (v: typeof vector, hash = v.server_seed_hash) =>
  verifyPageHref({ seed: v.server_seed, client: v.client_seed, nonce: v.nonce, weights: v.weights, hash });

const renderAt = (entry: string) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <VerifyPage />
    </MemoryRouter>,
  );

beforeAll(async () => {
  await initI18n('en');
  await loadLaterTexts();
});
beforeEach(() => appStore.getState().clearSession());

describe('the Verify page', () => {
  it('recomputes a draw opened from a link: prize index with its odds, digest, and the commitment matching', async () => {
    renderAt(linkOf(vector));
    expect(await screen.findByTestId('verify-prize-index')).toHaveTextContent(String(vector.prize_index));
    expect(screen.getByText('Weight 300 of 1000 (30.00%), index 6 counting from 0')).toBeInTheDocument();
    expect(screen.getByTestId('verify-digest')).toHaveTextContent(vector.digest_hex);
    expect(screen.getByTestId('verify-commitment')).toHaveTextContent('The commitment matches');
    expect(screen.getByTestId('verify-result')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toBeInTheDocument();
    expect(http.getJson).not.toHaveBeenCalled();
    expect(http.postJson).not.toHaveBeenCalled();
  });

  it('follows the cursor past a skipped word', async () => {
    renderAt(linkOf(skipped));
    expect(await screen.findByTestId('verify-prize-index')).toHaveTextContent(String(skipped.prize_index));
    expect(screen.getByTestId('verify-digest')).toHaveTextContent(skipped.digest_hex);
  });

  it('says when the seed does not match the commitment', async () => {
    renderAt(linkOf(vector, vectors[1]!.server_seed_hash));
    expect(await screen.findByTestId('verify-commitment')).toHaveTextContent('The commitment does not match');
  });

  it('shows the validation text for bad input and computes nothing, then checks typed input', async () => {
    const user = userEvent.setup();
    renderAt(`/Verify?seed=xyz&client=lucky&nonce=0&weights=5,10`);
    expect(await screen.findByText('Enter 64 lowercase hex characters (0-9, a-f)')).toBeInTheDocument();
    expect(screen.queryByTestId('verify-prize-index')).toBeNull();

    const seedField = screen.getByLabelText('Server seed (revealed)');
    await user.clear(seedField);
    await user.type(seedField, vector.server_seed);
    await user.clear(screen.getByLabelText('Weights (in prize order, comma-separated)'));
    await user.type(screen.getByLabelText('Weights (in prize order, comma-separated)'), vector.weights.join(','));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('verify-digest')).toHaveTextContent(vector.digest_hex));
    expect(screen.queryByTestId('verify-commitment')).toBeNull();

    await user.clear(screen.getByLabelText('Nonce'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please check this field')).toBeInTheDocument();
    expect(screen.queryByTestId('verify-digest')).toBeNull();
  });

  it('opens empty without a query and computes nothing', () => {
    renderAt('/Verify');
    expect(screen.getByLabelText('Server seed (revealed)')).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
    // The fairness panel is there for a visitor too, without a link to the page it is on.
    expect(screen.getByTestId('fairness-login')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the Verify page' })).toBeNull();
  });
});
