// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MailBadge } from '../../../../src/components/header/mail-badge';
import MailUnread from '../../../../src/components/header/mail-unread';
import { initI18n } from '../../../../src/i18n/i18n';
import { appStore } from '../../../../src/store/app-store';
import { WAIT } from '../../wait';

const api = vi.hoisted(() => ({ fetchUnread: vi.fn<() => Promise<{ unread: number }>>() }));
vi.mock('../../../../src/api/site-mail', () => api);

function renderBadge() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MailBadge unread={<MailUnread />} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  api.fetchUnread.mockReset();
  appStore.getState().signIn({ token_type: 'Bearer', access_token: 'token-of-a-member-456', expires_at: Date.now() / 1000, expires_in: 3600 });
});

describe('the header mail badge', () => {
  it('links to the messages and shows the unread count once it arrives', async () => {
    api.fetchUnread.mockResolvedValue({ unread: 3 });
    renderBadge();
    const link = screen.getByTestId('mail-badge');
    expect(link).toHaveAttribute('href', '/Member/SiteMail');
    expect(link).toHaveAccessibleName('Messages');
    expect(await screen.findByTestId('mail-unread')).toHaveTextContent('3');
    expect(link).toHaveAccessibleName('Messages 3 unread');
  });

  it('shows no count at 0', async () => {
    api.fetchUnread.mockResolvedValue({ unread: 0 });
    renderBadge();
    await vi.waitFor(() => expect(api.fetchUnread).toHaveBeenCalled(), WAIT);
    expect(screen.queryByTestId('mail-unread')).toBeNull();
    expect(screen.getByTestId('mail-badge')).toBeInTheDocument();
  });

  it('keeps big counts small', async () => {
    api.fetchUnread.mockResolvedValue({ unread: 120 });
    renderBadge();
    expect(await screen.findByTestId('mail-unread')).toHaveTextContent(/^99\+/);
  });

  it('asks nothing for a visitor', async () => {
    appStore.setState({ islogin: 0, token: null });
    renderBadge();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.fetchUnread).not.toHaveBeenCalled();
    expect(screen.queryByTestId('mail-unread')).toBeNull();
  });
});
