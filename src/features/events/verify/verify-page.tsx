import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EventTopBar } from '../shared/event-top-bar';
import { FairnessPanel } from '../shared/fairness-panel';
import { drawEventOf, type DrawEvent } from '../shared/verify-link';
import { prizeOfDraw, usePublishedPrizes } from './use-published-prizes';
import { useVerifyCheck, type VerifyState } from './use-verify-check';
import { VerifyForm } from './verify-form';
import { formValuesOf, hasDrawInputs } from './verify-form-schema';
import { VerifyResult } from './verify-result';
import type { VerifyOutcome } from './run-verify';
import styles from './verify.module.css';

const eventPaths: Record<DrawEvent, string> = { wheel: '/zhuanpan', red: '/Red' };

/**
 * `/Verify` (no lobby header, open to visitors): recomputes a past draw in the browser from its revealed
 * seed, client seed, nonce and weights, with no call to our server about the draw. A history row links
 * here with its inputs and its event (`event=wheel|red`): the page then names the prize from the event's
 * published table and leads back to the event. A member also finds their own seeds here (FairnessPanel).
 */
export default function VerifyPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const check = useVerifyCheck();
  const event = drawEventOf(search);
  return (
    <div className={styles.shell} data-testid="page">
      <EventTopBar title={t('verify.title')} />
      <main className={styles.main}>
        <section className={styles.intro} aria-labelledby="verify-heading">
          <h2 id="verify-heading" className={styles.heading}>
            {t('verify.heading')}
          </h2>
          <p className={styles.scheme}>{t('verify.scheme')}</p>
          <p className={styles.local}>{t('verify.local')}</p>
        </section>
        <div className={styles.columns}>
          <VerifyForm
            key={search.toString()}
            initial={formValuesOf(search)}
            autoRun={hasDrawInputs(search)}
            busy={check.state.status === 'computing'}
            onValid={(values) => void check.run(values)}
            onInvalid={check.clear}
          />
          <section className={styles.result} aria-labelledby="verify-result-title" aria-live="polite" data-testid="verify-result">
            <h2 id="verify-result-title" className={styles.resultTitle}>
              {t('verify.result')}
            </h2>
            <ResultBody state={check.state} event={event} />
            {event ? (
              <Link className={styles.back} to={eventPaths[event]} data-testid="verify-back">
                {t(event === 'wheel' ? 'verify.backToWheel' : 'verify.backToRain')}
              </Link>
            ) : null}
          </section>
        </div>
        <FairnessPanel />
      </main>
    </div>
  );
}

function ResultBody({ state, event }: { state: VerifyState; event: DrawEvent | null }) {
  const { t } = useTranslation();
  if (state.status === 'done') return event ? <EventDrawResult outcome={state.outcome} event={event} /> : <VerifyResult outcome={state.outcome} prize={null} />;
  if (state.status === 'computing') return <p className={styles.muted}>{t('verify.computing')}</p>;
  if (state.status === 'failed')
    return (
      <p className={styles.mismatch} role="alert">
        {t('verify.noCrypto')}
      </p>
    );
  return (
    <p className={styles.muted} data-testid="verify-empty">
      {t('verify.empty')}
    </p>
  );
}

/** A draw from a known event: named from its published prize table (asked for only then). */
function EventDrawResult({ outcome, event }: { outcome: VerifyOutcome; event: DrawEvent }) {
  const prizes = usePublishedPrizes(event);
  return <VerifyResult outcome={outcome} prize={prizeOfDraw(prizes, outcome.weights, outcome.prizeIndex)} />;
}
