import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { checkCaptcha, fetchCaptcha, type CaptchaPuzzle } from '../../api/auth';
import { SUCCESS_CLOSE_MS } from '../../canvas/scenes/captcha/captcha-machine';
import { createCaptchaStore } from '../../canvas/scenes/captcha/captcha-store';

/** A failed check shows its message this long before a fresh puzzle replaces the used key. */
const FAILED_SHOW_MS = 900;

/**
 * Loads puzzles and checks releases for one captcha dialog. Calls `onVerified(key)` 1 s after an
 * 'ok' (spec point 4); after a failure the handle resets and a new puzzle loads, as keys are single-use.
 */
export function useCaptchaPuzzle(onVerified: (key: string) => void) {
  const [store] = useState(createCaptchaStore);
  const [puzzle, setPuzzle] = useState<CaptchaPuzzle | null>(null);
  const phase = useStore(store, (s) => s.phase);
  const offset = useStore(store, (s) => s.offset);
  const offsetY = useStore(store, (s) => s.offsetY);
  const timers = useRef<number[]>([]);
  // A check or load that answers after the dialog closed must not touch it (or the next one).
  const alive = useRef(true);
  const verified = useRef(onVerified);
  useEffect(() => {
    verified.current = onVerified;
  }, [onVerified]);

  const later = (fn: () => void, ms: number) => {
    if (alive.current) timers.current.push(window.setTimeout(fn, ms));
  };

  const load = useCallback(() => {
    store.getState().send({ type: 'load' });
    fetchCaptcha()
      .then((next) => {
        if (!alive.current) return;
        setPuzzle(next);
        store.getState().send({ type: 'loaded', top: next.y });
      })
      .catch(() => store.getState().send({ type: 'loadFailed' }));
  }, [store]);

  const release = useCallback(() => {
    const { phase: now, offset: at, offsetY: down, trail } = store.getState();
    if (now !== 'dragging' || !puzzle) return;
    store.getState().send({ type: 'release' });
    checkCaptcha(at, puzzle.key, { y: down, trail })
      .catch(() => false)
      .then((ok) => {
        if (!alive.current) return;
        store.getState().send({ type: 'checked', ok });
        if (ok) later(() => verified.current(puzzle.key), SUCCESS_CLOSE_MS);
        else later(load, FAILED_SHOW_MS);
      });
  }, [store, puzzle, load]);

  useEffect(() => {
    alive.current = true;
    load();
    const pending = timers.current;
    return () => {
      alive.current = false;
      pending.forEach((t) => window.clearTimeout(t));
    };
  }, [load]);

  return { store, puzzle, phase, offset, offsetY, load, release };
}
