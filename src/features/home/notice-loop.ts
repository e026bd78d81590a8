import { useLayoutEffect, useState, type CSSProperties } from 'react';

/** Space between one pass of the notice and the next, at the least. */
const MIN_GAP_PX = 64;
/** About 9 characters a second, whatever the length, so long notices do not race by. */
const CHARS_PER_SECOND = 9;

/**
 * The timing of the notice marquee in `track` (two copies of the text, each followed by a gap, moved
 * left by one copy and gap per cycle, so the loop has no seam). The gap is what makes the window
 * never blank: the next copy comes in as the last character of this one leaves (a short text), or
 * 64 px behind it (a long one). Measured, and measured again when the window or the text resizes.
 */
export function useNoticeLoop(track: HTMLElement | null, chars: number): CSSProperties {
  const [loop, setLoop] = useState({ gap: MIN_GAP_PX, seconds: Math.max(14, Math.round(chars / CHARS_PER_SECOND) + 8) });
  useLayoutEffect(() => {
    const frame = track?.parentElement;
    const copy = track?.firstElementChild;
    if (!frame || !copy) return undefined;
    const measure = () => {
      const text = copy.getBoundingClientRect().width;
      // Not laid out (hidden, or no layout engine): keep the estimate.
      if (text === 0 || chars === 0) return;
      const gap = Math.max(MIN_GAP_PX, Math.ceil(frame.clientWidth - text));
      const pxPerSecond = (CHARS_PER_SECOND * text) / chars;
      setLoop({ gap, seconds: Math.round(((text + gap) / pxPerSecond) * 10) / 10 });
    };
    const sizes = new ResizeObserver(measure);
    sizes.observe(frame);
    sizes.observe(copy);
    measure();
    return () => sizes.disconnect();
  }, [track, chars]);
  return { '--gap': `${loop.gap}px`, animationDuration: `${loop.seconds}s` } as CSSProperties;
}
