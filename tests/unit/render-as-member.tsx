import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { UserInfo } from '../../domain/contracts/session-types';
import { appStore } from '../../src/store/app-store';

/**
 * Renders a member page as a signed-in member would see it: a stored token (and user info when
 * given), a fresh query cache that does not retry, and a router at `entry`.
 */
export function renderAsMember(page: ReactElement, options: { entry?: string; user?: UserInfo } = {}): QueryClient {
  appStore.getState().signIn({ token_type: 'Bearer', access_token: 'token-of-a-test-member', expires_at: Date.now() / 1000, expires_in: 3600 });
  if (options.user) appStore.getState().setUserInfo(options.user);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[options.entry ?? '/']}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}
