import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AmountField } from '../../components/amount-field';
import formStyles from '../../components/form.module.css';
import { limitsChangeSchema, type LimitsChangeForm } from '../../../domain/contracts/responsible-play';
import type { LimitField } from '../../../domain/contracts/responsible-play-types';
import type { PendingLimit } from '../../../domain/contracts/replies/responsible-play';
import { operatorDayTimeNamed } from '../../../domain/time/operator-time';
import { toCentsOrNull } from '../../../domain/money/money';
import { groupThousands } from '../../../domain/money/money-text';
import { useCancelPending, useChangeLimits } from './use-responsible-play';
import styles from './responsible-play.module.css';

export interface LimitCardProps {
  field: LimitField;
  /** The limit in force, null for none. */
  limit: string | null;
  used: string;
  pending: PendingLimit | undefined;
}

/** How full the period is, 0–100, for the bar; 0 without a limit. */
export function usedPercent(used: string, limit: string | null): number {
  const cap = toCentsOrNull(limit);
  if (!cap || cap <= 0) return 0;
  return Math.min(100, Math.round(((toCentsOrNull(used) ?? 0) / cap) * 100));
}

/** One period's limit: what is used (text and bar), a waiting change with its time, and set / remove. */
export function LimitCard({ field, limit, used, pending }: LimitCardProps) {
  const { t } = useTranslation();
  const change = useChangeLimits();
  const cancel = useCancelPending();
  const period = t(`responsible.period.${field}`);
  const { register, handleSubmit, formState, reset } = useForm<LimitsChangeForm>({
    resolver: zodResolver(limitsChangeSchema),
    defaultValues: { [field]: '' },
  });
  const send = (value: string | null) =>
    change.mutate(
      { [field]: value },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          reset({ [field]: '' });
        },
      },
    );
  const percent = usedPercent(used, limit);
  const busy = change.isPending || cancel.isPending;
  return (
    <li className={styles.limit} data-testid={`limit-${field}`}>
      <h3 className={styles.period}>{period}</h3>
      <p className={styles.amount} data-testid="limit-value">
        {limit ? groupThousands(limit) : t('responsible.noLimit')}
      </p>
      {limit ? (
        <div className={styles.track} role="progressbar" aria-label={period} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <span className={percent >= 100 ? `${styles.fill} ${styles.full}` : styles.fill} style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      <p className={styles.usage} data-testid="limit-used">
        {limit ? t('responsible.used', { used: groupThousands(used), limit: groupThousands(limit) }) : t('responsible.usedNoLimit', { used: groupThousands(used) })}
      </p>
      {pending ? (
        <p className={styles.pending} data-testid="limit-pending">
          <span data-testid="limit-pending-text">
            {pending.value === null
              ? t('responsible.pendingRemove', { at: operatorDayTimeNamed(pending.effective_at) })
              : t('responsible.pendingTo', { amount: groupThousands(pending.value), at: operatorDayTimeNamed(pending.effective_at) })}
          </span>
          <button
            type="button"
            className={styles.small}
            disabled={busy}
            onClick={() => cancel.mutate({ field }, { onSuccess: (reply) => toast.success(reply.message) })}
          >
            {t('responsible.cancel')}
          </button>
        </p>
      ) : null}
      <form className={styles.limitForm} onSubmit={handleSubmit((values) => send(values[field] ?? null))} noValidate>
        <AmountField label={t('responsible.newLimit', { period })} errorKey={formState.errors[field]?.message} {...register(field)} />
        {change.error || cancel.error ? (
          <p className={formStyles.error} role="alert">
            {(change.error ?? cancel.error)!.message}
          </p>
        ) : null}
        <div className={styles.buttons}>
          <button type="submit" className={formStyles.secondary} disabled={busy}>
            {t('responsible.save')}
          </button>
          {limit && pending?.value !== null ? (
            <button type="button" className={formStyles.secondary} disabled={busy} onClick={() => send(null)}>
              {t('responsible.remove')}
            </button>
          ) : null}
        </div>
      </form>
    </li>
  );
}
