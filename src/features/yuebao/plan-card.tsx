import { useTranslation } from 'react-i18next';
import type { YuebaoPlan } from '../../contracts/yuebao-types';
import { formatDayTime } from '../../lib/date-format';
import { poolShare } from './plan-bounds';
import styles from './yuebao.module.css';

export interface PlanCardProps {
  plan: YuebaoPlan;
  /** False for a visitor: no holding to show, and the buttons ask to log in. */
  member: boolean;
  onMove(plan: YuebaoPlan, direction: 'in' | 'out'): void;
}

/** One plan: its rate and term, bounds, pool use, and the member's holding with put-in / take-out. */
export function PlanCard({ plan, member, onMove }: PlanCardProps) {
  const { t } = useTranslation();
  const share = poolShare(plan);
  const held = plan.holding !== '0.00';
  const titleId = `plan-${plan.id}-title`;
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
        <dd>{t('yuebao.range', { min: plan.min, max: plan.max })}</dd>
        <dt>{t('yuebao.cap')}</dt>
        <dd>{plan.member_cap}</dd>
        <dt>{t('yuebao.pool')}</dt>
        <dd>{t('yuebao.poolUsed', { used: plan.pool_used, pool: plan.pool })}</dd>
      </dl>
      <div className={styles.bar} role="progressbar" aria-label={t('yuebao.poolBar', { plan: plan.name })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={share}>
        <span style={{ width: `${share}%` }} />
      </div>
      {member ? (
        <dl className={styles.mine} data-testid="yuebao-holding">
          <dt>{t('yuebao.holding')}</dt>
          <dd>{plan.holding}</dd>
          <dt>{t('yuebao.interest')}</dt>
          <dd className={styles.gain}>{plan.interest}</dd>
          {plan.locked_until ? (
            <>
              <dt>{t('yuebao.lockedUntilLabel')}</dt>
              <dd>{formatDayTime(plan.locked_until)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.putIn} onClick={() => onMove(plan, 'in')} disabled={!plan.enabled}>
          {plan.enabled ? t('yuebao.putIn') : t('yuebao.closed')}
        </button>
        {member ? (
          <button type="button" className={styles.takeOut} onClick={() => onMove(plan, 'out')} disabled={!held || plan.locked_until !== null}>
            {t('yuebao.takeOut')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
