// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaptchaPuzzle, CaptchaVerdict, PlainCaptcha, PowChallenge, PowSolution } from '../../../../src/api/captcha';
import { ApiError } from '../../../../src/api/http';
import type { CaptchaTrailPoint } from '../../../../domain/contracts/captcha-types';
import { SLIDER_MAX, SUCCESS_CLOSE_MS } from '../../../../src/canvas/scenes/captcha/captcha-machine';
import CaptchaDialog from '../../../../src/features/auth/captcha-dialog';
import type { PowJob } from '../../../../src/features/auth/captcha-pow/pow-job';
import { FAILED_SHOW_MS } from '../../../../src/features/auth/use-captcha-puzzle';
import { initI18n, loadLaterTexts } from '../../../../src/i18n/i18n';

/* The captcha dialog of docs/product.md §4 with the server, the proof-of-work worker and the PixiJS canvas replaced. */

type Slider = { offset: number; trail: readonly CaptchaTrailPoint[] };
const api = vi.hoisted(() => ({
  fetchCaptcha: vi.fn<() => Promise<CaptchaPuzzle>>(),
  fetchPlainCaptcha: vi.fn<() => Promise<PlainCaptcha>>(),
  checkCaptcha: vi.fn<(key: string, pow: PowSolution, slider?: Slider) => Promise<CaptchaVerdict>>(),
}));

vi.mock('../../../../src/api/captcha', async (original) => ({
  ...(await original<typeof import('../../../../src/api/captcha')>()),
  fetchCaptcha: api.fetchCaptcha,
  fetchPlainCaptcha: api.fetchPlainCaptcha,
  checkCaptcha: api.checkCaptcha,
}));

/** One proof-of-work job the dialog started: the test decides when (and whether) it is solved. */
interface FakeJob {
  challenge: PowChallenge;
  solve(): void;
  fail(): void;
  abort: ReturnType<typeof vi.fn<() => void>>;
}
const pow = vi.hoisted(() => ({ jobs: [] as FakeJob[], solveAtOnce: true }));
vi.mock('../../../../src/features/auth/captcha-pow/pow-job', () => ({
  startPowJob(challenge: PowChallenge): PowJob {
    let resolve: (s: PowSolution) => void = () => undefined;
    let reject: (e: Error) => void = () => undefined;
    let done = false;
    const result = new Promise<PowSolution>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    result.catch(() => undefined);
    const job: FakeJob = {
      challenge,
      solve: () => {
        done = true;
        resolve(solutionOf(challenge));
      },
      fail: () => {
        done = true;
        reject(new Error('worker error'));
      },
      abort: vi.fn<() => void>(() => {
        done = true;
        reject(new Error('aborted'));
      }),
    };
    pow.jobs.push(job);
    if (pow.solveAtOnce) job.solve();
    return { result, isDone: () => done, abort: job.abort };
  },
}));

// The Pixi boundary: a plain element that follows the store's offset, as the real scene does.
vi.mock('../../../../src/canvas/scenes/captcha/captcha-canvas', async () => {
  const { useStore } = await import('zustand');
  type Props = import('../../../../src/canvas/scenes/captcha/captcha-scene').CaptchaSceneProps & { label: string };
  return {
    default: function FakeCaptchaCanvas({ store, image, label, pieceY }: Props) {
      const offset = useStore(store, (s) => s.offset);
      return <div data-testid="pixi-captcha" data-offset={offset} data-piece-y={pieceY} data-image={image} aria-label={label} />;
    },
  };
});

const challenge = (n: number): PowChallenge => ({
  parameters: { algorithm: 'PBKDF2/SHA-256', nonce: `n${n}`, salt: `s${n}`, cost: 1, keyLength: 32, keyPrefix: 'ab' },
  signature: `sig-${n}`,
});
function solutionOf(c: PowChallenge): PowSolution {
  return { counter: Number(c.parameters.nonce.slice(1)), derivedKey: `dk-${c.parameters.nonce}` };
}
const puzzle = (n: number): CaptchaPuzzle => ({ key: `key-${n}`, data: `image-${n}`, piece: `piece-${n}`, y: 10 * n, pow: challenge(n) });
const ok: CaptchaVerdict = { ok: true };
const failed = (code: 'captcha_missed' | 'captcha_too_fast' | 'captcha_expired' | 'captcha_pow' | null, message: string | null = null): CaptchaVerdict => ({
  ok: false,
  failure: { code, message },
});

/** Serves puzzle 1, 2, 3… on successive loads. */
function servePuzzles() {
  let n = 0;
  api.fetchCaptcha.mockImplementation(() => Promise.resolve(puzzle(++n)));
}

/** The slider part of a check: where the piece was let go, and the drag ending there. */
const dragTo = (x: number) =>
  expect.objectContaining({ offset: x, trail: expect.arrayContaining([[x, expect.any(Number), expect.any(Number)]]) as unknown }) as unknown;
/** The proof-of-work solution of puzzle n. */
const powOf = (n: number) => solutionOf(challenge(n));

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
  api.fetchPlainCaptcha.mockReset();
  api.checkCaptcha.mockReset();
  pow.jobs.length = 0;
  pow.solveAtOnce = true;
  servePuzzles();
});

afterEach(() => vi.useRealTimers());

const alert = () => screen.getByRole('alert');
const press = (key: string, shiftKey = false) => act(() => void fireEvent.keyDown(slider(), { key, shiftKey }));

describe('CaptchaDialog: the slider', () => {
  it('shows an accessible slider from 0 to 190 px in a titled dialog, the piece at the gap\u2019s height', async () => {
    await renderLoaded();
    expect(screen.getByRole('dialog', { name: 'Security check' })).toBeInTheDocument();
    expect(slider()).toHaveAttribute('aria-valuemin', '0');
    expect(slider()).toHaveAttribute('aria-valuemax', String(SLIDER_MAX));
    expect(slider()).toHaveAttribute('aria-orientation', 'horizontal');
    expect(SLIDER_MAX).toBe(190);
    expectOffset(0);
    expect(canvas()).toHaveAttribute('data-image', 'image-1');
    // Puzzle 1's reply says y = 10: the piece is drawn there, the gap's height, from the start.
    expect(canvas()).toHaveAttribute('data-piece-y', '10');
    expect(canvas()).toHaveAccessibleName('Puzzle image with a missing piece');
    expect(api.fetchCaptcha).toHaveBeenCalledTimes(1);
    expect(status()).toBeEmptyDOMElement();
    expect(alert()).toBeEmptyDOMElement();
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

  it('moves the piece across only: the pointer\u2019s height goes in the trail, not on screen, and the check has no tn_y', async () => {
    api.checkCaptcha.mockResolvedValue(failed('captcha_missed'));
    await renderLoaded();
    const handle = slider();
    act(() => {
      fireEvent.pointerDown(handle, { pointerId: 1, clientX: 100, clientY: 300 });
      fireEvent.pointerMove(handle, { pointerId: 1, clientX: 160, clientY: 312 });
    });
    expectOffset(60);
    expect(handle).toHaveAttribute('aria-valuetext', '60 px right');
    expect(canvas()).toHaveAttribute('data-piece-y', '10');
    act(() => void fireEvent.pointerUp(handle, { pointerId: 1, clientX: 160, clientY: 312 }));
    await waitFor(() => expect(api.checkCaptcha).toHaveBeenCalledTimes(1));
    const [key, solution, sent] = api.checkCaptcha.mock.calls[0]!;
    expect([key, solution]).toEqual(['key-1', powOf(1)]);
    expect(sent).toEqual({ offset: 60, trail: [[0, 0, expect.any(Number)], [60, 12, expect.any(Number)]] });
    expect(Object.keys(sent!)).toEqual(['offset', 'trail']);
  });

  it('moves with the keyboard within 0 to 190 px; up and down arrows do nothing', async () => {
    await renderLoaded();
    slider().focus();
    press('ArrowRight');
    expectOffset(1);
    press('ArrowRight', true);
    expectOffset(11);
    press('ArrowDown');
    press('ArrowUp', true);
    expectOffset(11);
    expect(slider()).toHaveAttribute('aria-valuetext', '11 px right');
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

  it('sends the keyboard drag with its times on Enter', async () => {
    api.checkCaptcha.mockResolvedValue(ok);
    await renderLoaded();
    press('End');
    press('ArrowLeft', true);
    press('ArrowUp');
    expect(api.checkCaptcha).not.toHaveBeenCalled();
    press('Enter');
    await waitFor(() => expect(api.checkCaptcha).toHaveBeenCalledTimes(1));
    const [key, , sent] = api.checkCaptcha.mock.calls[0]!;
    expect(key).toBe('key-1');
    expect(sent!.offset).toBe(180);
    expect(sent!.trail.map(([x, y]) => [x, y])).toEqual([
      [0, 0],
      [190, 0],
      [180, 0],
    ]);
    const times = sent!.trail.map(([, , t]) => t);
    expect(new Set(times).size).toBe(times.length);
  });

  it("on 'ok' shows Verified and hands over the key 1 s later, not before", async () => {
    let answer: (v: CaptchaVerdict) => void = () => undefined;
    api.checkCaptcha.mockImplementation(() => new Promise<CaptchaVerdict>((resolve) => (answer = resolve)));
    const { onVerified } = await renderLoaded();
    vi.useFakeTimers();

    drag(87);
    await advance(0);
    expect(api.checkCaptcha).toHaveBeenCalledTimes(1);
    expect(api.checkCaptcha).toHaveBeenCalledWith('key-1', powOf(1), dragTo(87));
    expect(slider()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'New puzzle' })).toBeDisabled();
    expect(status()).toBeEmptyDOMElement();

    answer(ok);
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

  it.each([
    ['captcha_missed', 'Verification failed: the piece did not reach the gap'],
    ['captcha_too_fast', 'Verification failed: moved too fast — drag the piece more slowly'],
    ['captcha_expired', 'Verification failed: the puzzle expired — here is a new one'],
    ['captcha_pow', 'Verification failed: the browser check did not finish — please try again'],
  ] as const)('on %s says why in an alert for 2.5 s, then loads a new puzzle whose key is checked next', async (code, text) => {
    api.checkCaptcha.mockResolvedValue(failed(code));
    const { onVerified } = await renderLoaded();
    vi.useFakeTimers();

    drag(120);
    await advance(0);
    expect(api.checkCaptcha).toHaveBeenLastCalledWith('key-1', powOf(1), dragTo(120));
    expect(alert()).toHaveTextContent(text);
    expectOffset(0);
    expect(slider()).toHaveAttribute('aria-disabled', 'true');

    await advance(FAILED_SHOW_MS - 1);
    expect(FAILED_SHOW_MS).toBeGreaterThanOrEqual(2500);
    expect(alert()).toHaveTextContent(text);
    expect(api.fetchCaptcha).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(api.fetchCaptcha).toHaveBeenCalledTimes(2);
    expect(canvas()).toHaveAttribute('data-image', 'image-2');
    expect(slider()).toHaveAttribute('aria-disabled', 'false');
    expect(alert()).toBeEmptyDOMElement();

    drag(40);
    await advance(0);
    expect(api.checkCaptcha).toHaveBeenLastCalledWith('key-2', powOf(2), dragTo(40));
    await advance(5000);
    expect(onVerified).not.toHaveBeenCalled();
    expect(api.fetchCaptcha).toHaveBeenCalledTimes(3);
  });

  it('shows the server\u2019s own message for a failure without a known code, and the generic one for a network error', async () => {
    api.checkCaptcha.mockResolvedValueOnce(failed(null, 'Too many tries')).mockResolvedValueOnce(failed(null));
    await renderLoaded();
    vi.useFakeTimers();
    drag(60);
    await advance(0);
    expect(alert()).toHaveTextContent('Too many tries');
    await advance(FAILED_SHOW_MS);
    drag(70);
    await advance(0);
    expect(alert()).toHaveTextContent('Verification failed');
  });

  it('goes on to the next puzzle at once when the player acts during the failure message', async () => {
    api.checkCaptcha.mockResolvedValue(failed('captcha_missed'));
    await renderLoaded();
    vi.useFakeTimers();
    drag(120);
    await advance(0);
    expect(alert()).toHaveTextContent('did not reach the gap');
    press('ArrowRight');
    await advance(0);
    expect(api.fetchCaptcha).toHaveBeenCalledTimes(2);
    expect(canvas()).toHaveAttribute('data-image', 'image-2');
    expect(alert()).toBeEmptyDOMElement();
    // The timer of the message it cut short does not load a third.
    await advance(FAILED_SHOW_MS);
    expect(api.fetchCaptcha).toHaveBeenCalledTimes(2);
  });

  it('says "Checking…" when let go before the proof of work is done, and checks once it is', async () => {
    pow.solveAtOnce = false;
    api.checkCaptcha.mockResolvedValue(ok);
    await renderLoaded();
    expect(pow.jobs).toHaveLength(1);
    expect(pow.jobs[0]!.challenge).toEqual(challenge(1));
    drag(50);
    expect(status()).toHaveTextContent('Checking…');
    expect(api.checkCaptcha).not.toHaveBeenCalled();
    act(() => pow.jobs[0]!.solve());
    await waitFor(() => expect(api.checkCaptcha).toHaveBeenCalledWith('key-1', powOf(1), dragTo(50)));
    await waitFor(() => expect(status()).toHaveTextContent('Verified'));
  });

  it('a proof of work that fails in the worker is a captcha_pow failure, without a check', async () => {
    pow.solveAtOnce = false;
    await renderLoaded();
    drag(50);
    act(() => pow.jobs[0]!.fail());
    await waitFor(() => expect(alert()).toHaveTextContent('the browser check did not finish'));
    expect(api.checkCaptcha).not.toHaveBeenCalled();
  });

  it('a new puzzle aborts the old proof of work and starts its own', async () => {
    pow.solveAtOnce = false;
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'New puzzle' }));
    await waitFor(() => expect(canvas()).toHaveAttribute('data-image', 'image-2'));
    expect(pow.jobs).toHaveLength(2);
    expect(pow.jobs[0]!.abort).toHaveBeenCalled();
    expect(pow.jobs[1]!.challenge).toEqual(challenge(2));
    expect(pow.jobs[1]!.abort).not.toHaveBeenCalled();
  });

  it('loads a new puzzle from the refresh button and checks with its key', async () => {
    api.checkCaptcha.mockResolvedValue(ok);
    await renderLoaded();
    press('ArrowRight', true);
    expectOffset(10);

    fireEvent.click(screen.getByRole('button', { name: 'New puzzle' }));
    expect(api.fetchCaptcha).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(canvas()).toHaveAttribute('data-image', 'image-2'));
    await waitFor(() => expect(slider()).toHaveAttribute('aria-disabled', 'false'));
    expectOffset(0);

    drag(33);
    await waitFor(() => expect(api.checkCaptcha).toHaveBeenCalledTimes(1));
    expect(api.checkCaptcha).toHaveBeenCalledWith('key-2', powOf(2), dragTo(33));
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

  it('cancels from the close button without verifying, and stops the proof of work', async () => {
    pow.solveAtOnce = false;
    const { onVerified, onCancel } = await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onVerified).not.toHaveBeenCalled();
  });
});

describe('CaptchaDialog: the non-visual path', () => {
  const plainKey = (n: number): PlainCaptcha => ({ code: 200, key: `plain-${n}`, pow: challenge(100 + n), expires_in: 300 });
  const cantSee = () => screen.getByRole('button', { name: "I can't see the puzzle" });

  it('switches from the puzzle by keyboard, says what happens, announces progress, and hands over the key like the slider', async () => {
    pow.solveAtOnce = false;
    api.fetchPlainCaptcha.mockResolvedValue(plainKey(1));
    api.checkCaptcha.mockResolvedValue(ok);
    const { onVerified } = await renderLoaded();
    const button = cantSee();
    expect(button.tagName).toBe('BUTTON'); // focusable, Enter and Space work
    act(() => button.click());
    // The slider's proof of work is stopped: one worker at a time.
    expect(pow.jobs[0]!.abort).toHaveBeenCalled();
    expect(screen.getByText(/your browser does a short calculation/)).toHaveFocus();
    // Empty as it appears, then filled once the check runs: a change, which a screen reader reads out.
    expect(status()).toBeEmptyDOMElement();
    await waitFor(() => expect(status()).toHaveTextContent('Checking your browser… about 5 seconds'));
    await waitFor(() => expect(pow.jobs).toHaveLength(2));
    expect(pow.jobs[1]!.challenge).toEqual(challenge(101));
    vi.useFakeTimers();
    act(() => pow.jobs[1]!.solve());
    await advance(0);
    expect(api.checkCaptcha).toHaveBeenCalledWith('plain-1', powOf(101));
    expect(status()).toHaveTextContent('Verified');
    await advance(SUCCESS_CLOSE_MS - 1);
    expect(onVerified).not.toHaveBeenCalled();
    await advance(1);
    expect(onVerified).toHaveBeenCalledWith('plain-1');
  });

  it('says in words when the limit is reached (the server\u2019s sentence with its wait), and tries again', async () => {
    api.fetchPlainCaptcha
      .mockRejectedValueOnce(new ApiError('Too many checks, please wait 42 minutes', 429, { message: 'Too many checks, please wait 42 minutes' }))
      .mockResolvedValueOnce(plainKey(2));
    api.checkCaptcha.mockResolvedValue(ok);
    await renderLoaded();
    act(() => cantSee().click());
    await waitFor(() => expect(alert()).toHaveTextContent('Too many checks, please wait 42 minutes'));
    expect(status()).toBeEmptyDOMElement();
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(status()).toHaveTextContent('Verified'));
    expect(alert()).toBeEmptyDOMElement();
    expect(api.checkCaptcha).toHaveBeenCalledWith('plain-2', powOf(102));
  });

  it('shows a failed check\u2019s reason and goes back to a new puzzle', async () => {
    api.fetchPlainCaptcha.mockResolvedValue(plainKey(3));
    api.checkCaptcha.mockResolvedValue(failed('captcha_expired'));
    await renderLoaded();
    act(() => cantSee().click());
    await waitFor(() => expect(alert()).toHaveTextContent('the puzzle expired'));
    act(() => screen.getByRole('button', { name: 'Back to the puzzle' }).click());
    await waitFor(() => expect(canvas()).toHaveAttribute('data-image', 'image-2'));
    expect(slider()).toBeInTheDocument();
  });
});
