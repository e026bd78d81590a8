import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FIRST_DEPOSIT_BONUS_WAGER_TIMES } from '../../../domain/contracts/first-deposit-wagering';
import type { ActItem, ActivityDetail } from '../../../domain/contracts/replies/promotions';
import { formatDayTime } from '../../lib/date-format';
import { appStore } from '../../store/app-store';
import { useMemberKey } from '../../store/use-member-key';
import { ApplyButton } from './apply-button';
import { useFirstDepositStanding } from './use-promotions';
import styles from './promotions.module.css';

const depositPath = '/Member/Deposit';

/** A visitor's way in, in place: the bare layout hosts the account dialogs, so the reader stays on the activity. */
function LoginLink() {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.actionLink} onClick={() => appStore.getState().openAuthDialog('login')} data-testid="activity-login">
      {t('promotions.action.login')}
    </button>
  );
}

/** The first-deposit bonus: how it is given and its betting requirement, then a deposit link, the credited bonus, or why it no longer applies. */
function FirstDepositAction({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  const member = Boolean(useMemberKey());
  const standing = useFirstDepositStanding(activity.kind === 'automatic' ? activity.id : null);
  const rule = activity.first_deposit;
  let next;
  if (!member) next = <LoginLink />;
  else if (standing.data?.state === 'credited') {
    const { wagering } = standing.data;
    next = (
      <p data-testid="first-deposit-state">
        {t('promotions.action.credited', { bonus: standing.data.bonus, at: formatDayTime(standing.data.credited_at) })}
        {wagering ? ' ' : null}
        {wagering && !wagering.met ? t('promotions.action.wageringLeft', { amount: wagering.still_needed, wagered: wagering.wagered, required: wagering.required }) : null}
        {wagering?.met ? t('promotions.action.wageringMet') : null}
      </p>
    );
  }
  else if (standing.data?.state === 'spent') next = <p data-testid="first-deposit-state">{t('promotions.action.spent')}</p>;
  else
    next = (
      <Link className={styles.actionLink} to={depositPath} data-testid="activity-deposit">
        {t('promotions.action.depositNow')}
      </Link>
    );
  return (
    <>
      <div className={styles.actionText}>
        <strong>{t('promotions.action.howTitle')}</strong>
        <p>{rule ? t('promotions.action.automatic', { min: rule.min_deposit, percent: rule.percent, cap: rule.cap }) : t('promotions.action.automaticPlain')}</p>
        <p data-testid="first-deposit-wagering">{t('promotions.action.wagering', { times: FIRST_DEPOSIT_BONUS_WAGER_TIMES })}</p>
        {member ? null : <p>{t('promotions.action.automaticVisitor')}</p>}
      </div>
      {next}
    </>
  );
}

/**
 * What an activity ends in (its `kind`): the apply button, a deposit link, the automatic first-deposit
 * bonus, or the page the promotion runs on. Visitors are pointed to the login first where it needs one.
 */
export function ActivityAction({ activity, act }: { activity: ActivityDetail; act?: ActItem | undefined }) {
  const { t } = useTranslation();
  const member = Boolean(useMemberKey());
  let body;
  switch (activity.kind) {
    case 'apply':
      if (!act) return null;
      body = (
        <>
          <span>
            {t('promotions.bonus')} <strong className={styles.actionBonus}>{act.bonus}</strong>
          </span>
          <ApplyButton act={act} large />
        </>
      );
      break;
    case 'automatic':
      body = <FirstDepositAction activity={activity} />;
      break;
    case 'deposit':
      body = (
        <>
          <p className={styles.actionText}>{t('promotions.action.deposit')}</p>
          {member ? (
            <Link className={styles.actionLink} to={depositPath} data-testid="activity-deposit">
              {t('promotions.action.depositNow')}
            </Link>
          ) : (
            <LoginLink />
          )}
        </>
      );
      break;
    case 'link':
      body = (
        <>
          <p className={styles.actionText}>{t('promotions.action.linkText')}</p>
          <Link className={styles.actionLink} to={activity.link ?? '/Promotion'} data-testid="activity-go">
            {t('promotions.action.link')}
          </Link>
        </>
      );
      break;
  }
  return (
    <div className={styles.actionBar} data-testid="activity-action" data-kind={activity.kind}>
      {body}
    </div>
  );
}
