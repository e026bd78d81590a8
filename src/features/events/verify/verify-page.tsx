import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EventTopBar } from '../shared/event-top-bar';
import { FairnessPanel } from '../shared/fairness-panel';
import { useVerifyCheck, type VerifyState } from './use-verify-check';
import { VerifyForm } from './verify-form';
import { formValuesOf, hasDrawInputs } from './verify-form-schema';
import { VerifyResult } from './verify-result';
import styles from './verify.module.css';

/**
 * `/Verify` (no lobby header, open to visitors): recomputes a past draw in the browser from its revealed
 * seed, client seed, nonce and weights, with no call to our server. A history row links here with its inputs;
 * a member also finds their own seeds here (FairnessPanel) to reveal the one to check.
 */
export default function VerifyPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const check = useVerifyCheck();
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
            <ResultBody state={check.state} />
          </section>
        </div>
        <FairnessPanel />
      </main>
    </div>
  );
}

function ResultBody({ state }: { state: VerifyState }) {
  const { t } = useTranslation();
  if (state.status === 'done') return <VerifyResult outcome={state.outcome} />;
  if (state.status === 'computing') return <p className={styles.muted}>{t('verify.computing')}</p>;
  if (state.status === 'failed')
    return (
      <p className={styles.mismatch} role="alert">
        {t('verify.noCrypto')}
      </p>
    );
  return null;
}
