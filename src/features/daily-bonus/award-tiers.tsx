import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { EmptyState } from '../../components/load-state';
import { useClickGuard } from '../../components/use-click-guard';
import { progressPercent } from '../../../domain/contracts/daily-bonus';
import type { DailyBonusAward } from '../../../domain/contracts/replies/daily-bonus';
import { daysLeft } from './calendar-grid';
import { usePlayStop } from '../responsible-play/use-play-stop';
import { useClaimAward } from './use-daily-bonus';
import styles from './daily-bonus.module.css';

/** One tier: what it pays, a progress bar of this period's check-ins, and its claim button or state. */
function AwardTier({ award, claiming, closed, onClaim }: { award: DailyBonusAward; claiming: boolean; closed: boolean; onClaim(id: number): void }) {
  const { t } = useTranslation();
  const percent = progressPercent(award.progress, award.days);
  const shown = Math.min(award.progress, award.days);
  const labelId = `award-${award.id}-name`;
  return (
    <li className={styles.tier} data-testid="award-tier" data-award-id={award.id} data-state={award.state} data-days={award.days}>
      <div className={styles.tierHead}>
        <h3 id={labelId} className={styles.tierName}>
          {award.name}
        </h3>
        <span className={styles.tierMoney}>{award.money}</span>
      </div>
      <p className={styles.tierNeeds}>{t('dailyBonus.needs', { days: award.days })}</p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('dailyBonus.progressOf', { name: award.name })}
        aria-valuemin={0}
        aria-valuemax={award.days}
        aria-valuenow={shown}
        aria-valuetext={t('dailyBonus.progressValue', { count: shown, days: award.days })}
      >
        <span className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
      <div className={styles.tierFoot}>
        <span className={styles.tierCount}>{t('dailyBonus.progressValue', { count: shown, days: award.days })}</span>
        {award.state === 'claimable' ? (
          <button
            type="button"
            className={styles.claim}
            disabled={claiming || closed}
            aria-label={t('dailyBonus.claimFor', { name: award.name, amount: award.money })}
            onClick={() => onClaim(award.id)}
          >
            {claiming ? t('dailyBonus.claiming') : t('dailyBonus.claim')}
          </button>
        ) : (
          <span className={award.state === 'claimed' ? styles.claimedTag : styles.lockedTag}>
            {award.state === 'claimed' ? t('dailyBonus.claimed') : t('dailyBonus.locked', { left: daysLeft(award.progress, award.days) })}
          </span>
        )}
      </div>
    </li>
  );
}

/** The month's award tiers; a claim credits the wallet once and shows the new balance in the header. */
export function AwardTiers({ awards }: { awards: readonly DailyBonusAward[] }) {
  const { t } = useTranslation();
  const claim = useClaimAward();
  // Bonuses wait out a stop (the check-in panel says why).
  const stopped = usePlayStop() !== null;
  const onClaim = useClickGuard((id: number) => {
    if (claim.isPending) return;
    claim.mutate(id, { onSuccess: (reply) => toast.success(reply.message), onError: (error) => toast.error(error.message) });
  });
  return (
    <section className={styles.awards} aria-labelledby="awards-title">
      <h2 id="awards-title" className={styles.sectionTitle}>
        {t('dailyBonus.awards')}
      </h2>
      {awards.length === 0 ? (
        <EmptyState message={t('dailyBonus.noAwards')} />
      ) : (
        <ul className={styles.tiers}>
          {awards.map((award) => (
            <AwardTier key={award.id} award={award} claiming={claim.isPending && claim.variables === award.id} closed={stopped} onClaim={onClaim} />
          ))}
        </ul>
      )}
    </section>
  );
}
