import { useTranslation } from 'react-i18next';
import { chancePercents, weightTotal } from '../shared/chance';
import type { VerifyOutcome } from './run-verify';
import styles from './verify.module.css';

/** The recomputed draw: cursor-0 digest, prize index with its weight and odds, the seed's hash and the commitment check. */
export function VerifyResult({ outcome }: { outcome: VerifyOutcome }) {
  const { t } = useTranslation();
  const { prizeIndex, weights } = outcome;
  const odds = t('verify.prizeOdds', {
    index: prizeIndex,
    weight: weights[prizeIndex],
    total: weightTotal(weights),
    chance: chancePercents(weights)[prizeIndex],
  });
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('verify.prizeIndex')}</dt>
        <dd>
          <strong className={styles.index} data-testid="verify-prize-index">
            {prizeIndex}
          </strong>{' '}
          <span className={styles.odds}>{odds}</span>
        </dd>
        <dt>{t('verify.digest')}</dt>
        <dd className={styles.hex} data-testid="verify-digest">
          {outcome.digestHex}
        </dd>
        <dt>{t('verify.seedHash')}</dt>
        <dd className={styles.hex} data-testid="verify-seed-hash">
          {outcome.serverSeedHash}
        </dd>
      </dl>
      {outcome.commitment === 'none' ? null : (
        <p className={outcome.commitment === 'match' ? styles.match : styles.mismatch} data-testid="verify-commitment">
          {t(outcome.commitment === 'match' ? 'verify.commitmentMatches' : 'verify.commitmentMismatch')}
        </p>
      )}
    </>
  );
}
