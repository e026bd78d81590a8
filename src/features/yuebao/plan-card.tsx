import { useTranslation } from 'react-i18next';
import type { YuebaoPlan } from '../../../domain/contracts/replies/yuebao';
import { operatorDayTimeNamed } from '../../../domain/time/operator-time';
import { groupThousands as money } from '../../../domain/money/money-text';
import { useStopClosedText } from '../responsible-play/stop-closed-note';
import { usePlayStop } from '../responsible-play/use-play-stop';
import { poolShare } from './plan-bounds';
import styles from './yuebao.module.css';

export interface PlanCardProps {
  plan: YuebaoPlan;
  /** False for a visitor: no holding to show, and the buttons ask to log in. */
  member: boolean;
  onMove(plan: YuebaoPlan, direction: 'in' | 'out'): void;
}

/**
 * One plan: its rate and term, bounds, pool use, and the member's holding with put-in / take-out.
 * The chip says when the money can come out (the name already says flexible or the term), and a
 * take-out that cannot happen says why under the buttons.
 */
export function PlanCard({ plan, member, onMove }: PlanCardProps) {
  const { t } = useTranslation();
  const share = poolShare(plan);
  const held = plan.holding !== '0.00';
  const titleId = `plan-${plan.id}-title`;
  const whyId = `plan-${plan.id}-why`;
  // During a stop money only comes out of savings; the put-in says why on hover and to a screen reader.
  const stop = usePlayStop();
  const stopText = useStopClosedText();
  const whyNot = !held ? t('yuebao.nothingHeld') : plan.locked_until !== null ? t('yuebao.lockedReason', { date: operatorDayTimeNamed(plan.locked_until) }) : null;
  return (
    <li className={styles.plan} aria-labelledby={titleId} data-testid="yuebao-plan">
      <div className={styles.planHead}>
        <h2 id={titleId} className={styles.planName}>
          {plan.name}
        </h2>
        <span className={plan.term_days > 0 ? styles.termChip : styles.flexChip}>
          {plan.term_days > 0 ? t('yuebao.term', { days: plan.term_days }) : t('yuebao.flexible')}
        </span>
      </div>
      <p className={styles.rate}>
        <strong>{plan.annual_rate}%</strong> <span>{t('yuebao.perYear')}</span>
      </p>
      <p className={styles.daily}>{t('yuebao.perDay', { rate: plan.daily_rate })}</p>
      <dl className={styles.facts}>
        <dt>{t('yuebao.perPutIn')}</dt>
        <dd>{t('yuebao.range', { min: money(plan.min), max: money(plan.max) })}</dd>
        <dt>{t('yuebao.cap')}</dt>
        <dd>{money(plan.member_cap)}</dd>
        <dt>{t('yuebao.pool')}</dt>
        <dd data-testid="yuebao-pool-used">{t('yuebao.poolUsed', { used: money(plan.pool_used), pool: money(plan.pool) })}</dd>
      </dl>
      <div className={styles.bar} role="progressbar" aria-label={t('yuebao.poolBar', { plan: plan.name })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={share}>
        <span style={{ width: `${share}%` }} />
      </div>
      {member ? (
        <dl className={styles.mine} data-testid="yuebao-holding">
          <dt>{t('yuebao.holding')}</dt>
          <dd>{money(plan.holding)}</dd>
          <dt>{t('yuebao.interest')}</dt>
          <dd className={styles.gain}>{money(plan.interest)}</dd>
          {plan.locked_until ? (
            <>
              <dt>{t('yuebao.lockedUntilLabel')}</dt>
              <dd>{operatorDayTimeNamed(plan.locked_until)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.putIn}
          onClick={() => onMove(plan, 'in')}
          disabled={!plan.enabled || stop !== null}
          title={stop ? stopText(stop) : undefined}
          aria-description={stop ? stopText(stop) : undefined}
        >
          {plan.enabled ? t('yuebao.putIn') : t('yuebao.closed')}
        </button>
        {member ? (
          <button type="button" className={styles.takeOut} onClick={() => onMove(plan, 'out')} disabled={whyNot !== null} aria-describedby={whyNot ? whyId : undefined}>
            {t('yuebao.takeOut')}
          </button>
        ) : null}
      </div>
      {member && whyNot ? (
        <p id={whyId} className={styles.whyNot}>
          {whyNot}
        </p>
      ) : null}
    </li>
  );
}
