// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * useOwnedTexture must never destroy a texture while the sprite still shows it (once a failed
 * captcha drag swapped the puzzle and Pixi drew a destroyed texture). The sprite is stood in for by
 * a component that records, at each commit, the texture it was handed; a destroy is a fault when
 * it hits the texture of the last commit.
 */

interface FakeTexture {
  url: string;
  destroyed: boolean;
  destroy(): void;
}

const shown = vi.hoisted(() => ({ current: null as FakeTexture | null, faults: [] as string[] }));

vi.mock('pixi.js', () => ({
  Texture: {
    from: (image: { src: string }): FakeTexture => ({
      url: image.src,
      destroyed: false,
      destroy() {
        if (shown.current === this) shown.faults.push(`destroyed ${this.url} while a sprite showed it`);
        this.destroyed = true;
      },
    }),
  },
}));

const { useOwnedTexture } = await import('../../../src/canvas/load-texture');

/** Images whose decoding the test finishes by hand, in any order. */
const pending = new Map<string, () => void>();
class FakeImage {
  src = '';
  decode() {
    return new Promise<void>((resolve) => pending.set(this.src, resolve));
  }
}

function Sprite({ url }: { url: string | null }) {
  const texture = useOwnedTexture(url) as FakeTexture | null;
  useLayoutEffect(() => {
    shown.current = texture;
  });
  return <span data-testid="sprite">{texture ? texture.url : 'none'}</span>;
}

async function decode(url: string) {
  await act(async () => {
    pending.get(url)!();
    await Promise.resolve();
  });
}

describe('useOwnedTexture', () => {
  beforeEach(() => {
    vi.stubGlobal('Image', FakeImage);
    shown.current = null;
    shown.faults = [];
    pending.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the old texture on screen until the next is decoded, then destroys the old one only', async () => {
    const view = render(<Sprite url="a.png" />);
    await decode('a.png');
    expect(view.getByTestId('sprite')).toHaveTextContent('a.png');
    const first = shown.current!;

    view.rerender(<Sprite url="b.png" />);
    // Still drawing the first picture, which is still alive, while the second decodes.
    expect(view.getByTestId('sprite')).toHaveTextContent('a.png');
    expect(first.destroyed).toBe(false);

    await decode('b.png');
    expect(view.getByTestId('sprite')).toHaveTextContent('b.png');
    expect(first.destroyed).toBe(true);
    expect(shown.current!.destroyed).toBe(false);
    expect(shown.faults).toEqual([]);
  });

  it('never destroys what a sprite shows across many swaps, and drops a decode that came too late', async () => {
    const view = render(<Sprite url="p0.png" />);
    await decode('p0.png');
    for (let i = 1; i <= 15; i += 1) {
      view.rerender(<Sprite url={`p${i}.png`} />);
      await decode(`p${i}.png`);
      expect(view.getByTestId('sprite')).toHaveTextContent(`p${i}.png`);
    }
    view.rerender(<Sprite url="late.png" />);
    view.rerender(<Sprite url="final.png" />);
    await decode('final.png');
    await decode('late.png');
    expect(view.getByTestId('sprite')).toHaveTextContent('final.png');
    expect(shown.faults).toEqual([]);
  });

  it('destroys the texture on unmount and draws nothing without a URL', async () => {
    const view = render(<Sprite url="a.png" />);
    await decode('a.png');
    const texture = shown.current!;
    view.rerender(<Sprite url={null} />);
    expect(view.getByTestId('sprite')).toHaveTextContent('none');
    view.unmount();
    expect(texture.destroyed).toBe(true);
  });
});
