// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadPages } from '../../../src/app/lazy-page';
import { initI18n } from '../../../src/i18n/i18n';

// The pages' fallbacks speak the user's language.
beforeAll(() => initI18n('en'));

function pageOf(text: string) {
  const load = vi.fn(async () => ({ default: () => <p>{text}</p> }));
  const route = lazyPage(load);
  return { load, route, Page: route.Component as ComponentType };
}

describe('lazy pages', () => {
  it('loads the code once, however often it is preloaded and rendered', async () => {
    const { load, route, Page } = pageOf('home');
    preloadPages([{ route }, { route }, { route: {} }]);
    render(<Page />);
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds the screen with the loading state until the page is there', async () => {
    let resolve: (m: { default: ComponentType }) => void = () => undefined;
    const route = lazyPage(() => new Promise((r) => (resolve = r)));
    const Page = route.Component as ComponentType;
    render(<Page />);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    resolve({ default: () => <p>promotions</p> });
    expect(await screen.findByText('promotions')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a page code that fails to come while preloaded leaves no unhandled rejection (the route shows the error)', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const load = vi.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
      const route = lazyPage(load);
      preloadPages([{ route }]);
      await new Promise((r) => setTimeout(r, 0));
      expect(load).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
