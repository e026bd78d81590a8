// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackInput } from '../../../../domain/contracts/feedback';
import type { FeedbackItem, FeedbackPage, FeedbackReply } from '../../../../domain/contracts/replies/feedback';
import { IMAGE_MAX_BYTES } from '../../../../domain/contracts/image-upload';
import SuggestionPage from '../../../../src/features/feedback/suggestion-page';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';
import { appStore } from '../../../../src/store/app-store';
import { WAIT } from '../../wait';

const api = vi.hoisted(() => ({
  fetchFeedback: vi.fn<(page: number) => Promise<FeedbackPage>>(),
  fetchFeedbackImage: vi.fn<(id: number) => Promise<Blob>>(),
  submitFeedback: vi.fn<(input: FeedbackInput, onProgress?: (share: number) => void) => Promise<FeedbackReply>>(),
}));
vi.mock('../../../../src/api/feedback', () => api);

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const item = (id: number, extra: Partial<FeedbackItem> = {}): FeedbackItem => ({ id, content: `Idea ${id}`, has_image: false, reply: null, replied_at: null, created_at: '2026-01-02T03:04:00.000Z', ...extra });

// jsdom has no object URLs: count what is made and revoked.
const made: string[] = [];
const revoked: string[] = [];
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeAll(async () => {
  URL.createObjectURL = () => {
    made.push(`blob:test/${made.length}`);
    return made.at(-1)!;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  await initI18n('en');
  await loadLaterTexts();
});
afterAll(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

function renderPage() {
  appStore.getState().signIn({ token_type: 'Bearer', access_token: 'token-of-a-member-321', expires_at: Date.now() / 1000, expires_in: 3600 });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SuggestionPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  made.length = 0;
  revoked.length = 0;
  api.fetchFeedback.mockResolvedValue({ list: [item(2, { has_image: true }), item(1, { reply: 'Thanks, coming soon', replied_at: '2026-01-03T00:00:00.000Z' })], total: 2, page: 1, limit: 10 });
  api.fetchFeedbackImage.mockResolvedValue(new Blob([pngBytes], { type: 'image/png' }));
});

const pick = (file: File) => fireEvent.change(screen.getByTestId('feedback-image-input'), { target: { files: [file] } });

describe('the suggestion page', () => {
  it('lists past feedback with the replies, pictures through object URLs revoked on unmount', async () => {
    const view = renderPage();
    const items = await screen.findAllByTestId('feedback-item');
    expect(within(items[1]!).getByTestId('feedback-reply')).toHaveTextContent('Thanks, coming soon');
    expect(items[0]).toHaveTextContent('Waiting for a reply');
    const image = await screen.findByTestId('feedback-image');
    expect(api.fetchFeedbackImage).toHaveBeenCalledWith(2);
    expect(image.getAttribute('src')).toMatch(/^blob:test\//);
    view.unmount();
    expect(revoked).toContain(image.getAttribute('src'));
  });

  it('refuses a file that is not an image, or too large, in the user language before any upload', async () => {
    renderPage();
    pick(new File(['just text'], 'notes.png', { type: 'image/png' }));
    expect(await screen.findByText('The image must be a PNG, JPEG, WebP or GIF file')).toBeInTheDocument();
    const big = new File([pngBytes], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: IMAGE_MAX_BYTES + 1 });
    pick(big);
    expect(await screen.findByText('The image must be at most 3 MB')).toBeInTheDocument();
    expect(screen.queryByTestId('feedback-image-preview')).toBeNull();
    expect(api.submitFeedback).not.toHaveBeenCalled();
  });

  it('previews a picked image and sends it as base64 with the content', async () => {
    api.submitFeedback.mockResolvedValue({ message: 'Thank you', feedback: item(3, { has_image: true }) });
    renderPage();
    const content = await screen.findByLabelText('Feedback');
    fireEvent.change(content, { target: { value: 'abcd' } });
    expect(screen.getByTestId('char-count')).toHaveTextContent('4 / 1000 characters');
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('The feedback must be 5 to 1000 characters')).toBeInTheDocument();
    pick(new File([pngBytes], 'shot.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Preview of the chosen image: shot.png' })).toBeInTheDocument();
    fireEvent.change(content, { target: { value: 'The lobby is great' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await vi.waitFor(() => expect(api.submitFeedback).toHaveBeenCalled(), WAIT);
    const [input] = api.submitFeedback.mock.calls[0]!;
    expect(input).toEqual({ content: 'The lobby is great', image: btoa(String.fromCharCode(...pngBytes)) });
    await vi.waitFor(() => expect(screen.queryByTestId('feedback-image-preview')).toBeNull(), WAIT);
    expect(content).toHaveValue('');
  });
});
