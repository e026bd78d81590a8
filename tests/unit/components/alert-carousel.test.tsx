// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_INTERVAL_MS, AlertCarousel } from '../../../src/components/footer/alert-carousel';
import { initI18n, loadLaterTexts } from '../../../src/i18n/i18n';

beforeAll(() => initI18n('en').then(loadLaterTexts));

const items = [1, 2, 3].map((id) => ({ id, content: `/media/alerts/alert-${id}.svg` }));
const index = () => screen.getByTestId('alert-carousel').getAttribute('data-index');
const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('AlertCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves on every 5 s and wraps around', () => {
    expect(ALERT_INTERVAL_MS).toBe(5000);
    render(<AlertCarousel items={items} />);
    expect(index()).toBe('0');
    tick(4999);
    expect(index()).toBe('0');
    tick(1);
    expect(index()).toBe('1');
    tick(5000);
    tick(5000);
    expect(index()).toBe('0');
    const slides = screen.getAllByTestId('alert-slide');
    expect(slides.map((s) => s.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true']);
  });

  it('holds still under the pointer and while focused, and a dot starts the 5 s again', () => {
    render(<AlertCarousel items={items} />);
    const region = screen.getByTestId('alert-carousel');
    fireEvent.mouseEnter(region);
    tick(12_000);
    expect(index()).toBe('0');
    fireEvent.mouseLeave(region);
    tick(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Show announcement 3' }));
    expect(index()).toBe('2');
    tick(4000);
    expect(index()).toBe('2');
    tick(1000);
    expect(index()).toBe('0');
    const dot = screen.getByRole('button', { name: 'Show announcement 2' });
    act(() => dot.focus());
    tick(10_000);
    expect(index()).toBe('0');
  });

  it('does not move with one image and shows no dots', () => {
    render(<AlertCarousel items={items.slice(0, 1)} />);
    tick(20_000);
    expect(index()).toBe('0');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
  it('waits while scrolled out of view and moves on once back', () => {
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      render(<AlertCarousel items={items} />);
      act(() => report([{ isIntersecting: false, intersectionRatio: 0 }]));
      tick(20_000);
      expect(index()).toBe('0');
      act(() => report([{ isIntersecting: true, intersectionRatio: 1 }]));
      tick(5000);
      expect(index()).toBe('1');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
