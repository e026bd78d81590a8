// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadPages } from '../../../src/app/lazy-page';

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
});
