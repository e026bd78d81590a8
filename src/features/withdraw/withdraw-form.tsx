import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AmountField } from '../../components/amount-field';
import { TextField } from '../../components/text-field';
import formStyles from '../../components/form.module.css';
import { useCountdown } from '../../components/use-countdown';
import type { BankCard } from '../../../domain/contracts/replies/bank-cards';
import { amountToCents } from '../../../domain/contracts/money';
import { drawingSchema, WITHDRAW_INTERVAL_SECONDS, type DrawingForm } from '../../../domain/contracts/withdrawals';
import type { WithdrawInfo } from '../../../domain/contracts/replies/withdrawals';
import { toCentsOrNull } from '../../../domain/money/money';
import { useRequestWithdrawal } from './use-withdraw';
import styles from './withdraw.module.css';

/** Card, amount and 6-digit withdrawal password, checked by the server's own rules before sending. */
export function WithdrawForm({ info, cards }: { info: WithdrawInfo; cards: readonly BankCard[] }) {
  const { t } = useTranslation();
  const send = useRequestWithdrawal();
  const wait = useCountdown(WITHDRAW_INTERVAL_SECONDS);
  const { start } = wait;
  useEffect(() => {
    if (info.wait_seconds > 0) start(info.wait_seconds);
  }, [info.wait_seconds, start]);
  const { register, handleSubmit, formState, setValue, setError, reset } = useForm<DrawingForm>({
    resolver: zodResolver(drawingSchema),
    // Radio values are strings: the first card starts chosen.
    defaultValues: { money: '', bank_id: cards[0] ? String(cards[0].id) : '', qk_pwd: '' },
  });

  const submit = (values: DrawingForm) => {
    if (amountToCents(values.money.trim()) > (toCentsOrNull(info.withdrawable) ?? 0)) {
      setError('money', { message: info.turnover.met ? 'validation.amountOverBalance' : 'validation.amountOverWithdrawable' }, { shouldFocus: true });
      return;
    }
    send.mutate(values, {
      onSuccess: (reply) => {
        toast.success(reply.message, { duration: 8000 });
        reset({ ...values, money: '', qk_pwd: '' });
        start(WITHDRAW_INTERVAL_SECONDS);
      },
      onError: (error) => toast.error(error.message),
    });
  };

  const e = formState.errors;
  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate aria-label={t('withdraw.formLabel')} data-testid="withdraw-form">
      <fieldset className={styles.cards}>
        <legend className={formStyles.label}>{t('withdraw.card')}</legend>
        {cards.map((card) => (
          <label key={card.id} className={styles.card}>
            <input type="radio" value={card.id} {...register('bank_id')} />
            <span className={styles.cardBank}>{card.bank_name}</span>
            <span className={styles.cardNo}>{card.card_no}</span>
            <span className={styles.cardOwner}>{card.owner_name}</span>
          </label>
        ))}
        {e.bank_id?.message ? <p className={formStyles.error}>{t(e.bank_id.message)}</p> : null}
      </fieldset>
      <AmountField
        label={t('withdraw.amount')}
        errorKey={e.money?.message}
        {...register('money')}
        trailing={
          <button type="button" className={formStyles.secondary} disabled={info.withdrawable === '0.00'} onClick={() => setValue('money', info.withdrawable, { shouldValidate: true })}>
            {t('withdraw.all')}
          </button>
        }
      />
      <TextField
        label={t('withdraw.qkPwd')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        errorKey={e.qk_pwd?.message}
        hint={info.has_qk_pwd ? t('withdraw.qkPwdHint') : t('withdraw.qkPwdMissing')}
        {...register('qk_pwd')}
      />
      <button type="submit" className={formStyles.submit} disabled={send.isPending || wait.running} data-testid="withdraw-submit">
        {send.isPending ? t('withdraw.submitting') : wait.running ? t('withdraw.waitSeconds', { seconds: wait.remaining }) : t('withdraw.submit')}
      </button>
    </form>
  );
}
