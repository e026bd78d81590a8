import { afterEach } from 'vitest';

// Only files that run in jsdom (`// @vitest-environment jsdom`) render: the node ones skip loading
// Testing Library altogether.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  // vitest runs without globals, so Testing Library's automatic cleanup must be wired by hand.
  afterEach(() => cleanup());
}
