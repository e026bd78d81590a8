import { lazy, Suspense, type ReactNode } from 'react';

// TanStack Query and the lobby's client (about 10 kB gzip) are not needed by the header and login
// form: every part that reads server lists is wrapped in this and they load with the first of them.
const QueryProvider = lazy(async () => {
  const [{ QueryClientProvider }, { queryClient }] = await Promise.all([import('@tanstack/react-query'), import('./query-client')]);
  return {
    default: function QueryProvider({ children }: { children: ReactNode }) {
      return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    },
  };
});

/** Gives `children` the one query client (a module singleton, so every wrapper shares its cache). */
export function WithQueries({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <QueryProvider>{children}</QueryProvider>
    </Suspense>
  );
}
