import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { checkCaptcha, fetchCaptcha, type CaptchaFailure, type CaptchaPuzzle, type PowSolution } from '../../api/captcha';
import { SUCCESS_CLOSE_MS } from '../../canvas/scenes/captcha/captcha-machine';
import { createCaptchaStore } from '../../canvas/scenes/captcha/captcha-store';
import { startPowJob, type PowJob } from './captcha-pow/pow-job';

/** A failed check's reason stays on screen this long (unless the player acts) before the next puzzle. */
export const FAILED_SHOW_MS = 2500;

/**
 * Loads puzzles and checks releases for one captcha dialog. Each puzzle's proof of work starts in a
 * worker as soon as it arrives; a release waits for it ("Checking…") if the player was quicker.
 * Calls `onVerified(key)` 1 s after an 'ok' (docs/product.md §4); after a failure its reason shows, then a
 * new puzzle loads, as keys are single-use (README.md, the "Captcha:" paragraph).
 */
export function useCaptchaPuzzle(onVerified: (key: string) => void) {
  const [store] = useState(createCaptchaStore);
  const [puzzle, setPuzzle] = useState<CaptchaPuzzle | null>(null);
  const [failure, setFailure] = useState<CaptchaFailure | null>(null);
  const [awaitingPow, setAwaitingPow] = useState(false);
  const phase = useStore(store, (s) => s.phase);
  const offset = useStore(store, (s) => s.offset);
  const timers = useRef<number[]>([]);
  const pendingLoad = useRef<number | null>(null);
  const job = useRef<PowJob | null>(null);
  const loads = useRef(0);
  // A check or load that answers after the dialog closed must not touch it (or the next one).
  const alive = useRef(true);
  const verified = useRef(onVerified);
  useEffect(() => {
    verified.current = onVerified;
  }, [onVerified]);

  const later = (fn: () => void, ms: number) => {
    if (!alive.current) return -1;
    const id = window.setTimeout(fn, ms);
    timers.current.push(id);
    return id;
  };

  const load = useCallback(() => {
    if (pendingLoad.current !== null) window.clearTimeout(pendingLoad.current);
    pendingLoad.current = null;
    job.current?.abort();
    job.current = null;
    const mine = ++loads.current;
    store.getState().send({ type: 'load' });
    fetchCaptcha()
      .then((next) => {
        if (!alive.current || mine !== loads.current) return;
        job.current = startPowJob(next.pow);
        setPuzzle(next);
        store.getState().send({ type: 'loaded', top: next.y });
      })
      .catch(() => {
        if (mine === loads.current) store.getState().send({ type: 'loadFailed' });
      });
  }, [store]);

  const fail = useCallback(
    (why: CaptchaFailure) => {
      setFailure(why);
      store.getState().send({ type: 'checked', ok: false });
      pendingLoad.current = later(load, FAILED_SHOW_MS);
    },
    [store, load],
  );

  const release = useCallback(() => {
    const { phase: now, offset: at, trail } = store.getState();
    const work = job.current;
    if (now !== 'dragging' || !puzzle || !work) return;
    store.getState().send({ type: 'release' });
    // The player was quicker than the proof of work: say so while the check waits for it.
    if (!work.isDone()) setAwaitingPow(true);
    work.result
      .then(
        (pow: PowSolution) => {
          setAwaitingPow(false);
          return checkCaptcha(puzzle.key, pow, { offset: at, trail });
        },
        () => ({ ok: false as const, failure: { code: 'captcha_pow' as const, message: null } }),
      )
      .then((verdict) => {
        setAwaitingPow(false);
        if (!alive.current || job.current !== work) return;
        if (verdict.ok) {
          store.getState().send({ type: 'checked', ok: true });
          later(() => verified.current(puzzle.key), SUCCESS_CLOSE_MS);
        } else fail(verdict.failure);
      });
  }, [store, puzzle, fail]);

  /** The player pressed something while a failure shows: no need to wait for the rest of it. */
  const act = useCallback(() => {
    if (store.getState().phase === 'failed') load();
  }, [store, load]);

  useEffect(() => {
    alive.current = true;
    load();
    const pending = timers.current;
    return () => {
      alive.current = false;
      job.current?.abort();
      pending.forEach((t) => window.clearTimeout(t));
    };
  }, [load]);

  return { store, puzzle, phase, offset, failure, awaitingPow, load, release, act };
}
