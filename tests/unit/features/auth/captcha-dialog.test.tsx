// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaptchaPuzzle } from '../../../../src/api/auth';
import type { CaptchaTrailPoint } from '../../../../src/contracts/captcha-types';
import { SLIDER_MAX, SUCCESS_CLOSE_MS } from '../../../../src/canvas/scenes/captcha/captcha-machine';
import { CaptchaDialog } from '../../../../src/features/auth/captcha-dialog';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';

/* The slider captcha dialog of spec point 4 with the server and the PixiJS canvas replaced. */

const api = vi.hoisted(() => ({
  fetchCaptcha: vi.fn<() => Promise<CaptchaPuzzle>>(),
  checkCaptcha: vi.fn<(offset: number, key: string, drag: { y: number; trail: readonly CaptchaTrailPoint[] }) => Promise<boolean>>(),
}));

vi.mock('../../../../src/api/auth', () => ({ fetchCaptcha: api.fetchCaptcha, checkCaptcha: api.checkCaptcha }));

// The Pixi boundary: a plain element that follows the store's offset, as the real scene does.
vi.mock('../../../../src/canvas/scenes/captcha/captcha-canvas', async () => {
  const { useStore } = await import('zustand');
  type Props = import('../../../../src/canvas/scenes/captcha/captcha-scene').CaptchaSceneProps & { label: string };
  return {
    default: function FakeCaptchaCanvas({ store, image, label }: Props) {
      const offset = useStore(store, (s) => s.offset);
      return <div data-testid="pixi-captcha" data-offset={offset} data-image={image} aria-label={label} />;
    },
  };
});

const puzzle = (n: number): CaptchaPuzzle => ({ key: `key-${n}`, data: `image-${n}`, piece: `piece-${n}`, y: 10 * n });

/** Serves puzzle 1, 2, 3… on successive loads. */
function servePuzzles() {
  let n = 0;
  api.fetchCaptcha.mockImplementation(() => Promise.resolve(puzzle(++n)));
}

/** The drag a check was sent with: ends where the piece was let go, at its height. */
const dragTo = (x: number, y = 0) =>
  expect.objectContaining({ y, trail: expect.arrayContaining([[x, y, expect.any(Number)]]) as unknown }) as unknown;

const slider = () => screen.getByRole('slider', { name: 'Slide to complete the puzzle' });
const canvas = () => screen.getByTestId('pixi-captcha');
const status = () => screen.getByRole('status');

/** Renders the dialog and waits until the first puzzle is on the (fake) canvas and the handle is free. */
async function renderLoaded() {
  const onVerified = vi.fn<(key: string) => void>();
  const onCancel = vi.fn<() => void>();
  render(<CaptchaDialog onVerified={onVerified} onCancel={onCancel} />);
  await screen.findByTestId('pixi-captcha');
  await waitFor(() => expect(slider()).toHaveAttribute('aria-disabled', 'false'));
  return { onVerified, onCancel };
}

/** Drags the handle by pointer from its place to `dx` px further and lets go. */
function drag(dx: number, { release = true } = {}) {
  const handle = slider();
  act(() => {
    fireEvent.pointerDown(handle, { pointerId: 1, clientX: 100 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 100 + dx });
    if (release) fireEvent.pointerUp(handle, { pointerId: 1, clientX: 100 + dx });
  });
}

/** Lets pending promises settle and moves the fake clock by `ms`. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const expectOffset = (offset: number) => {
  expect(slider()).toHaveAttribute('aria-valuenow', String(offset));
  expect(canvas()).toHaveAttribute('data-offset', String(offset));
};

const hadPointerCapture = 'setPointerCapture' in Element.prototype;

beforeAll(async () => {
  await initI18n('en');
  // The dialog comes with the texts beyond the first screen (auth-dialogs.tsx).
  await loadLaterTexts();
  // jsdom has no pointer capture; the handle captures the pointer on grab.
  if (!hadPointerCapture) Object.defineProperty(Element.prototype, 'setPointerCapture', { value: () => undefined, configurable: true });
});

afterAll(() => {
  if (!hadPointerCapture) Reflect.deleteProperty(Element.prototype, 'setPointerCapture');
});

beforeEach(() => {
  api.fetchCaptcha.mockReset();
  api.checkCaptcha.mockReset();
  servePuzzles();
});

afterEach(() => vi.useRealTimers());

describe('CaptchaDialog', () => {
  it('shows an accessible slider from 0 to 190 px in a titled dialog', async () => {
    await renderLoaded();
    expect(screen.getByRole('dialog', { name: 'Security check' })).toBeInTheDocument();
    expect(slider()).toHaveAttribute('aria-valuemin', '0');
    expect(slider()).toHaveAttribute('aria-valuemax', String(SLIDER_MAX));
    expect(SLIDER_MAX).toBe(190);
    expectOffset(0);
    expect(canvas()).toHaveAttribute('data-image', 'image-1');
    expect(canvas()).toHaveAccessibleName('Puzzle image with a missing piece');
    expect(api.fetchCaptcha).toHaveBeenCalledTimes(1);
    expect(status()).toBeEmptyDOMElement();
  });

  it('keeps a pointer drag within 0 to 190 px', async () => {
    await renderLoaded();
    const handle = slider();
    act(() => {
      fireEvent.pointerMove(handle, { pointerId: 1, clientX: 150 });
    });
    expectOffset(0); // moving without a grab does nothing
    act(() => {
      fireEvent.pointerDown(handle, { pointerId: 1, clientX: 100 });
      fireEvent.pointerMove(handle, { pointerId: 1, clientX: 170 });
    });
    expectOffset(70);
    act(() => {
      fireEvent.pointerMove(handle, { pointerId: 1, clientX: 500 });
    });
    expectOffset(190);
    act(() => {
      fireEvent.pointerMove(handle, { pointerId: 1, clientX: -300 });
    });
    expectOffset(0);
    act(() => {
      fireEvent.pointerMove(handle, { pointerId: 1, clientX: 290 });
    });
    expectOffset(190);
    expect(api.checkCaptcha).not.toHaveBeenCalled();
  });

  it('moves the piece up and down with the pointer’s height while dragging, inside the picture', async () => {
    await renderLoaded();
    const handle = slider();
    act(() => {
      fireEvent.pointerDown(handle, { pointerId: 1, clientX: 100, clientY: 300 });
      fireEvent.pointerMove(handle, { pointerId: 1, clientX: 160, clientY: 312 });
    });
    expectOffset(60);
    expect(handle).toHaveAttribute('data-offset-y', '12');
    expect(handle).toHaveAttribute('aria-valuetext', '60 px right, 12 px down');
    // Puzzle 1 starts the piece 10 px from the top: 10 px up is as high as it goes.
    act(() => {
      fireEvent.pointerMove(handle, { pointerId: 1, clientX: 160, clientY: 200 });
    });
    expect(handle).toHaveAttribute('data-offset-y', '-10');
  });

  it('moves with the keyboard within 0 to 190 px', async () => {
    await renderLoaded();
    const handle = slider();
    handle.focus();
    const press = (key: string, shiftKey = false) => act(() => void fireEvent.keyDown(handle, { key, shiftKey }));
    press('ArrowRight');
    expectOffset(1);
    press('ArrowRight', true);
    expectOffset(11);
    press('ArrowLeft');
    expectOffset(10);
    press('ArrowLeft', true);
    expectOffset(0);
    press('ArrowLeft', true);
    expectOffset(0);
    press('End');
    expectOffset(190);
    press('ArrowRight', true);
    expectOffset(190);
    press('Home');
    expectOffset(0);
    expect(api.checkCaptcha).not.toHaveBeenCalled();
  });

  it('moves the piece up and down with the arrow keys and sends the keyboard drag with its times', async () => {
    api.checkCaptcha.mockResolvedValue(false);
    await renderLoaded();
    const handle = slider();
    const press = (key: string, shiftKey = false) => act(() => void fireEvent.keyDown(handle, { key, shiftKey }));
    press('ArrowRight', true);
    press('ArrowDown');
    press('ArrowDown', true);
    press('ArrowUp');
    expect(handle).toHaveAttribute('aria-valuetext', '10 px right, 10 px down');
    expect(handle).toHaveAttribute('data-offset-y', '10');
    // The piece starts 10 px from the top (puzzle 1): it cannot go higher than the picture.
    press('ArrowUp', true);
    press('ArrowUp', true);
    expect(handle).toHaveAttribute('data-offset-y', '-10');
    press('Enter');
    expect(api.checkCaptcha).toHaveBeenCalledTimes(1);
    const [offset, key, drag] = api.checkCaptcha.mock.calls[0]!;
    expect([offset, key, drag.y]).toEqual([10, 'key-1', -10]);
    expect(drag.trail.map(([x, y]) => [x, y])).toEqual([
      [0, 0],
      [10, 0],
      [10, 1],
      [10, 11],
      [10, 10],
      [10, 0],
      [10, -10],
    ]);
    const times = drag.trail.map(([, , t]) => t);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
  });

  it('checks on Enter after a keyboard move', async () => {
    api.checkCaptcha.mockResolvedValue(true);
    await renderLoaded();
    const handle = slider();
    // One act per key: each keystroke renders before the next, as in a browser.
    act(() => void fireEvent.keyDown(handle, { key: 'End' }));
    act(() => void fireEvent.keyDown(handle, { key: 'ArrowLeft', shiftKey: true }));
    expect(api.checkCaptcha).not.toHaveBeenCalled();
    act(() => void fireEvent.keyDown(handle, { key: 'Enter' }));
    expect(api.checkCaptcha).toHaveBeenCalledTimes(1);
    expect(api.checkCaptcha).toHaveBeenCalledWith(180, 'key-1', dragTo(180));
  });

  it("on 'ok' shows Verified and hands over the key 1 s later, not before", async () => {
    let answer: (ok: boolean) => void = () => undefined;
    api.checkCaptcha.mockImplementation(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const { onVerified } = await renderLoaded();
    vi.useFakeTimers();

    drag(87);
    expect(api.checkCaptcha).toHaveBeenCalledTimes(1);
    expect(api.checkCaptcha).toHaveBeenCalledWith(87, 'key-1', dragTo(87));
    expect(slider()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'New puzzle' })).toBeDisabled();
    expect(status()).toBeEmptyDOMElement();

    answer(true);
    await advance(0);
    expect(status()).toHaveTextContent('Verified');
    expectOffset(87);
    expect(onVerified).not.toHaveBeenCalled();

    await advance(SUCCESS_CLOSE_MS - 1);
    expect(onVerified).not.toHaveBeenCalled();
    await advance(1);
    expect(SUCCESS_CLOSE_MS).toBe(1000);
    expect(onVerified).toHaveBeenCalledTimes(1);
    expect(onVerified).toHaveBeenCalledWith('key-1');
    expect(api.fetchCaptcha).toHaveBeenCalledTimes(1);
  });

  it('on a failed check resets the handle, says so and loads a new puzzle whose key is checked next', async () => {
    api.checkCaptcha.mockResolvedValue(false);
    const { onVerified } = await renderLoaded();
    vi.useFakeTimers();

    drag(120);
    expect(api.checkCaptcha).toHaveBeenLastCalledWith(120, 'key-1', dragTo(120));
    await advance(0);
    expect(status()).toHaveTextContent('Verification failed');
    expectOffset(0);
    expect(slider()).toHaveAttribute('aria-disabled', 'true');

    await advance(1000);
    expect(api.fetchCaptcha).toHaveBeenCalledTimes(2);
    expect(canvas()).toHaveAttribute('data-image', 'image-2');
    expect(slider()).toHaveAttribute('aria-disabled', 'false');
    expect(status()).toBeEmptyDOMElement();

    drag(40);
    expect(api.checkCaptcha).toHaveBeenLastCalledWith(40, 'key-2', dragTo(40));
    await advance(5000);
    expect(onVerified).not.toHaveBeenCalled();
    expect(api.fetchCaptcha).toHaveBeenCalledTimes(3);
  });

  it('treats a check that errors as a failure', async () => {
    api.checkCaptcha.mockRejectedValue(new Error('Network Error'));
    const { onVerified } = await renderLoaded();
    vi.useFakeTimers();
    drag(60);
    await advance(0);
    expect(status()).toHaveTextContent('Verification failed');
    expectOffset(0);
    await advance(5000);
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('loads a new puzzle from the refresh button and checks with its key', async () => {
    api.checkCaptcha.mockResolvedValue(true);
    await renderLoaded();
    act(() => {
      fireEvent.keyDown(slider(), { key: 'ArrowRight', shiftKey: true });
    });
    expectOffset(10);

    fireEvent.click(screen.getByRole('button', { name: 'New puzzle' }));
    expect(api.fetchCaptcha).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(canvas()).toHaveAttribute('data-image', 'image-2'));
    await waitFor(() => expect(slider()).toHaveAttribute('aria-disabled', 'false'));
    expectOffset(0);

    drag(33);
    expect(api.checkCaptcha).toHaveBeenCalledTimes(1);
    expect(api.checkCaptcha).toHaveBeenCalledWith(33, 'key-2', dragTo(33));
  });

  it('says when the puzzle cannot be loaded, and recovers with the refresh button', async () => {
    api.fetchCaptcha.mockRejectedValueOnce(new Error('Network Error'));
    render(<CaptchaDialog onVerified={vi.fn()} onCancel={vi.fn()} />);
    const text = 'The puzzle could not be loaded. Try a new one.';
    await waitFor(() => expect(status()).toHaveTextContent(text));
    expect(screen.getByTestId('captcha-puzzle')).toHaveTextContent(text);
    expect(screen.queryByTestId('pixi-captcha')).not.toBeInTheDocument();
    expect(slider()).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'New puzzle' }));
    expect(await screen.findByTestId('pixi-captcha')).toHaveAttribute('data-image', 'image-1');
    await waitFor(() => expect(status()).toBeEmptyDOMElement());
    expect(screen.getByTestId('captcha-puzzle')).not.toHaveTextContent(text);
    expect(api.fetchCaptcha).toHaveBeenCalledTimes(2);
  });

  it('cancels from the close button without verifying', async () => {
    const { onVerified, onCancel } = await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onVerified).not.toHaveBeenCalled();
  });
});
