import { useTranslation } from 'react-i18next';
import type { EventPrize } from '../../../../domain/contracts/replies/events';
import { chancePercents, weightTotal } from '../shared/chance';
import { useEventText } from '../shared/use-event-text';
import type { VerifyOutcome } from './run-verify';
import styles from './verify.module.css';

/**
 * The recomputed draw: the prize (by name and amount when the event's table is known, else by its
 * place), its place counted from 1 with its weight and odds, the cursor-0 digest, the seed's hash
 * and the commitment check. `data-index` keeps the algorithm's 0-based index for machines.
 */
export function VerifyResult({ outcome, prize }: { outcome: VerifyOutcome; prize: EventPrize | null }) {
  const { t } = useTranslation();
  const text = useEventText();
  const { prizeIndex, weights } = outcome;
  const place = prizeIndex + 1;
  const odds = t('verify.prizeOdds', {
    n: place,
    count: weights.length,
    weight: weights[prizeIndex],
    total: weightTotal(weights),
    chance: chancePercents(weights)[prizeIndex],
  });
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('verify.prize')}</dt>
        <dd>
          <strong className={styles.index} data-testid="verify-prize">
            {prize ? text(prize.label) : t('verify.prizeNumber', { n: place })}
          </strong>
          {prize ? (
            <span className={styles.amount} data-testid="verify-prize-amount">
              {t('verify.prizeAmount', { amount: prize.money })}
            </span>
          ) : null}
        </dd>
        <dd className={styles.odds} data-testid="verify-prize-index" data-index={prizeIndex}>
          {odds}
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
