import { QueryClient } from '@tanstack/react-query';

/**
 * Server state of the lobby (lists, details). Errors are shown by the screens themselves, and a
 * 401 is handled once by the http client, so queries do not retry client errors.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => count < 2 && !(error && typeof error === 'object' && 'status' in error && Number((error as { status: unknown }).status) < 500 && Number((error as { status: unknown }).status) > 0),
    },
  },
});
