import { afterEach } from 'vitest';

// Only files that run in jsdom (`// @vitest-environment jsdom`) render: the node ones skip loading
// Testing Library altogether.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy*/waitFor give up after 1 s by default: a lazy chunk loaded while both cores are busy
  // took longer in CI. They still return as soon as the condition holds; only a real failure waits.
  configure({ asyncUtilTimeout: 10_000 });
  // vitest runs without globals, so Testing Library's automatic cleanup must be wired by hand.
  afterEach(() => cleanup());
}
