// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import VerifyPage from '../../../../../src/features/events/verify/verify-page';
import { verifyPageHref } from '../../../../../src/features/events/shared/verify-link';
import { i18next, initI18n, loadLaterTexts, loadTexts } from '../../../../../src/i18n/i18n';
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
beforeEach(() => {
  appStore.getState().clearSession();
  http.getJson.mockReset();
  http.postJson.mockReset();
});

describe('the Verify page', () => {
  it('recomputes a draw opened from a link: the prize counted from 1 with its odds, digest, and the commitment matching', async () => {
    renderAt(linkOf(vector));
    const place = await screen.findByTestId('verify-prize-index');
    expect(place).toHaveAttribute('data-index', String(vector.prize_index));
    expect(place).toHaveTextContent(`Prize ${vector.prize_index + 1} of ${vector.weights.length} in the table: weight 300 of 1000 (30.00%)`);
    // Without the draw's event there is no table to name it from: it is named by its place.
    expect(screen.getByTestId('verify-prize')).toHaveTextContent(`Prize ${vector.prize_index + 1}`);
    expect(screen.queryByTestId('verify-back')).toBeNull();
    expect(screen.getByTestId('verify-digest')).toHaveTextContent(vector.digest_hex);
    expect(screen.getByTestId('verify-commitment')).toHaveTextContent('The commitment matches');
    expect(screen.getByTestId('verify-result')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toBeInTheDocument();
    expect(http.getJson).not.toHaveBeenCalled();
    expect(http.postJson).not.toHaveBeenCalled();
  });

  it('follows the cursor past a skipped word', async () => {
    renderAt(linkOf(skipped));
    expect(await screen.findByTestId('verify-prize-index')).toHaveAttribute('data-index', String(skipped.prize_index));
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
    expect(screen.getByTestId('verify-empty')).toHaveTextContent('Fill in the draw on the left and press Verify');
    expect(screen.queryByRole('alert')).toBeNull();
    // The fairness panel is there for a visitor too, without a link to the page it is on.
    expect(screen.getByTestId('fairness-login')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the Verify page' })).toBeNull();
  });
});

describe('the Verify page for a draw from an event', () => {
  const weights = [3500, 2500, 1800, 1200];
  const prizes = weights.map((weight, id) => ({
    id,
    label: { en: `P${id}`, zh_cn: `${['谢谢参与', '1.88元', '3.88元', '8.88元'][id]}`, zh_hk: `獎${id}` },
    money: ['0.00', '1.88', '3.88', '8.88'][id]!,
    weight,
    colour: '#607d8b',
  }));
  const link = (event: 'wheel' | 'red') => verifyPageHref({ seed: vector.server_seed, client: vector.client_seed, nonce: vector.nonce, weights, event });
  const renderWithQueries = (entry: string) =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[entry]}>
          <VerifyPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  const setting = { is_open: true, start_at: '2020-01-01T00:00:00.000Z', end_at: '2099-01-01T00:00:00.000Z', daily_chances: 3, rules: { en: '', zh_cn: '', zh_hk: '' } };

  it('names the prize and its amount from the published table, counting from 1, in Chinese too, and leads back to the wheel', async () => {
    http.getJson.mockResolvedValue({ ...setting, prizes });
    i18next.addResourceBundle('zh_cn', 'translation', await loadTexts('zh_cn'), true, true);
    await act(() => i18next.changeLanguage('zh_cn'));
    appStore.setState({ lang: 'zh_cn' });
    try {
      renderWithQueries(link('wheel'));
      const place = await screen.findByTestId('verify-prize-index');
      const index = Number(place.getAttribute('data-index'));
      await waitFor(() => expect(screen.getByTestId('verify-prize')).toHaveTextContent(prizes[index]!.label.zh_cn));
      expect(screen.getByTestId('verify-prize-amount')).toHaveTextContent(`金额 ${prizes[index]!.money}`);
      expect(place).toHaveTextContent(`奖品表第 ${index + 1} 项（共 4 项）`);
      expect(screen.getByText('奖品')).toBeInTheDocument();
      expect(screen.getByLabelText('抽奖序号（Nonce）')).toHaveValue(String(vector.nonce));
      expect(screen.getByRole('link', { name: '返回幸运转盘' })).toHaveAttribute('href', '/zhuanpan');
      expect(http.getJson).toHaveBeenCalledWith(expect.stringContaining('/wheel/setting'), expect.anything());
    } finally {
      await act(() => i18next.changeLanguage('en'));
      appStore.setState({ lang: 'en' });
    }
  });

  it('leads back to the rain, and names the prize by its place only when the table has changed since the draw', async () => {
    http.getJson.mockResolvedValue({ ...setting, round_seconds: 10, max_open: 20, chances: null, prizes: prizes.map((p) => ({ ...p, weight: p.weight + 1 })) });
    renderWithQueries(link('red'));
    const place = await screen.findByTestId('verify-prize-index');
    const index = Number(place.getAttribute('data-index'));
    await waitFor(() => expect(http.getJson).toHaveBeenCalled());
    expect(screen.getByTestId('verify-prize')).toHaveTextContent(`Prize ${index + 1}`);
    expect(screen.queryByTestId('verify-prize-amount')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the red-packet rain' })).toHaveAttribute('href', '/Red');
  });
});
