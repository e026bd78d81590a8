import { useCallback, useEffect, useRef, useState } from 'react';
import { captchaFailureOf, checkCaptcha, fetchPlainCaptcha, type CaptchaFailure } from '../../api/captcha';
import { SUCCESS_CLOSE_MS } from '../../canvas/scenes/captcha/captcha-machine';
import { startPowJob, type PowJob } from './captcha-pow/pow-job';

/**
 * 'starting' until the key has come and the worker runs, then 'working': the live region is empty
 * as the panel appears and says "checking" only then, a change a screen reader announces (text a
 * region already holds as it appears is not read out).
 */
export type PlainPhase = 'starting' | 'working' | 'success' | 'failed';


/**
 * The non-visual path (README.md, the "Captcha:" paragraph): asks for a plain key, solves its proof of work in a worker,
 * checks it, and calls `onVerified(key)` 1 s after an 'ok', as the slider does.
 */
export function useCaptchaPlain(onVerified: (key: string) => void) {
  const [phase, setPhase] = useState<PlainPhase>('starting');
  const [problem, setProblem] = useState<CaptchaFailure | null>(null);
  const job = useRef<PowJob | null>(null);
  const runs = useRef(0);
  const timer = useRef<number | null>(null);
  const verified = useRef(onVerified);
  useEffect(() => {
    verified.current = onVerified;
  }, [onVerified]);

  // The state starts as 'starting' with no problem, so the first run (from the effect) sets none itself.
  const run = useCallback(() => {
    const mine = ++runs.current;
    const current = () => mine === runs.current;
    job.current?.abort();
    const failWith = (why: CaptchaFailure) => {
      if (!current()) return;
      setProblem(why);
      setPhase('failed');
    };
    fetchPlainCaptcha()
      .then(async ({ key, pow }) => {
        if (!current()) return;
        const work = startPowJob(pow);
        job.current = work;
        setPhase('working');
        const solution = await work.result.catch(() => null);
        if (!current()) return;
        if (!solution) return failWith({ code: 'captcha_pow', message: null });
        const verdict = await checkCaptcha(key, solution);
        if (!current()) return;
        if (!verdict.ok) return failWith(verdict.failure);
        setPhase('success');
        timer.current = window.setTimeout(() => verified.current(key), SUCCESS_CLOSE_MS);
      })
      .catch((error: unknown) => failWith(captchaFailureOf(error)));
  }, []);

  const retry = useCallback(() => {
    setPhase('starting');
    setProblem(null);
    run();
  }, [run]);

  useEffect(() => {
    run();
    return () => {
      // Closing the dialog or going back to the puzzle stops the work and forgets its answer.
      runs.current += 1;
      job.current?.abort();
      if (timer.current !== null) window.clearTimeout(timer.current);
    };
  }, [run]);

  return { phase, problem, retry };
}
