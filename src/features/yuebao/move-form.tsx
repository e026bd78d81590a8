import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../components/amount-field';
import formStyles from '../../components/form.module.css';
import { yuebaoAmountSchema } from '../../../domain/contracts/yuebao';
import type { YuebaoPlan } from '../../../domain/contracts/replies/yuebao';
import { formatCents } from '../../../domain/money/money';
import { groupThousands } from '../../../domain/money/money-text';
import { boundsOf, largestAmount } from './plan-bounds';
import { useYuebaoMove } from './use-yuebao';
import styles from './yuebao.module.css';

const shown = (cents: number) => groupThousands(formatCents(cents));

export interface MoveFormProps {
  plan: YuebaoPlan;
  direction: 'in' | 'out';
  /** The centre wallet as last loaded. */
  wallet: string | null;
  onDone(message: string): void;
}

/**
 * Put-in / take-out amount, checked against the shared amount rule and the plan's bounds as last
 * loaded; the server checks them again under its lock and its refusal shows above the button.
 */
export function MoveForm({ plan, direction, wallet, onDone }: MoveFormProps) {
  const { t } = useTranslation();
  const move = useYuebaoMove();
  const bounds = useMemo(() => boundsOf(plan, direction, wallet), [plan, direction, wallet]);
  const most = largestAmount(bounds);
  const { register, handleSubmit, formState, setValue } = useForm<{ money: string }>({
    resolver: zodResolver(yuebaoAmountSchema(bounds)),
    defaultValues: { money: '' },
  });

  const submit = ({ money }: { money: string }) =>
    move.mutate({ direction, values: { plan_id: plan.id, money } }, { onSuccess: (reply) => onDone(reply.message) });

  const facts =
    direction === 'in'
      ? [
          [t('yuebao.wallet'), shown(bounds.availableCents)],
          [t('yuebao.perPutIn'), t('yuebao.range', { min: groupThousands(plan.min), max: groupThousands(plan.max) })],
          [t('yuebao.capRoom'), shown(bounds.capRoomCents)],
          [t('yuebao.poolRoom'), shown(bounds.poolRoomCents), 'yuebao-pool-room'],
        ]
      : [[t('yuebao.holding'), groupThousands(plan.holding)]];
  return (
    <form className={formStyles.form} onSubmit={handleSubmit(submit)} noValidate data-testid="yuebao-move-form">
      <dl className={styles.dialogFacts}>
        {facts.map(([label, value, testId]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
      <AmountField
        label={t('yuebao.amount')}
        autoFocus
        errorKey={formState.errors.money?.message}
        {...register('money')}
        trailing={
          <button type="button" className={formStyles.secondary} onClick={() => setValue('money', formatCents(most), { shouldValidate: true })} disabled={most === 0}>
            {t('yuebao.all')}
          </button>
        }
      />
      {direction === 'in' && plan.term_days > 0 ? <p className={formStyles.hint}>{t('yuebao.termNote', { days: plan.term_days })}</p> : null}
      {move.error ? (
        <p className={formStyles.error} role="alert" data-testid="yuebao-move-error">
          {move.error.message}
        </p>
      ) : null}
      <button type="submit" className={formStyles.submit} disabled={move.isPending}>
        {move.isPending ? t('yuebao.submitting') : direction === 'in' ? t('yuebao.putIn') : t('yuebao.takeOut')}
      </button>
    </form>
  );
}
