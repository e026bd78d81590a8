import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http';

/**
 * Server state of the lobby (lists, details). Errors are shown by the screens themselves, and a
 * 401 is handled once by the http client, so queries do not retry client errors.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status > 0 && error.status < 500),
    },
  },
});
