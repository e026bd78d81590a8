import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AmountField } from '../../components/amount-field';
import formStyles from '../../components/form.module.css';
import { amountToCents } from '../../../domain/contracts/money';
import { transferFormSchema, type TransferForm as TransferValues } from '../../../domain/contracts/wallet';
import type { ProviderWallet } from '../../../domain/contracts/replies/money';
import { toCentsOrNull } from '../../../domain/money/money';
import { StopClosedNote } from '../responsible-play/stop-closed-note';
import { usePlayStop } from '../responsible-play/use-play-stop';
import { useTransfer } from './use-wallets';
import styles from './wallet.module.css';

/** What a provider card's "in" / "out" puts into the form; `at` makes a repeated pick count again. */
export interface TransferPreset {
  api_code: string;
  direction: 'in' | 'out';
  at: number;
}

/** Moves money between the centre wallet and one provider wallet, checked by the server's own rule. */
export function TransferForm({ centreMoney, wallets, preset }: { centreMoney: string; wallets: readonly ProviderWallet[]; preset: TransferPreset | null }) {
  const { t } = useTranslation();
  const transfer = useTransfer();
  const amount = useRef<HTMLInputElement | null>(null);
  const { register, handleSubmit, formState, control, setValue, setError, reset } = useForm<TransferValues>({
    resolver: zodResolver(transferFormSchema),
    defaultValues: { api_code: wallets[0]?.api_code ?? '', direction: 'in', money: '' },
  });
  const direction = useWatch({ control, name: 'direction' });
  const apiCode = useWatch({ control, name: 'api_code' });
  const wallet = wallets.find((w) => w.api_code === apiCode);
  const available = direction === 'in' ? centreMoney : (wallet?.money ?? '0.00');
  // A stopped member only moves money back to the centre wallet (README "Time-out and self-exclusion").
  const stop = usePlayStop();
  useEffect(() => {
    if (stop && direction === 'in') setValue('direction', 'out');
  }, [stop, direction, setValue]);

  useEffect(() => {
    if (!preset) return;
    setValue('api_code', preset.api_code);
    setValue('direction', preset.direction);
    amount.current?.focus();
  }, [preset, setValue]);

  const submit = (values: TransferValues) => {
    if (amountToCents(values.money) > (toCentsOrNull(available) ?? 0)) {
      setError('money', { message: 'validation.amountOverBalance' }, { shouldFocus: true });
      return;
    }
    transfer.mutate(values, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        reset({ ...values, money: '' });
      },
      onError: (error) => toast.error(error.message),
    });
  };

  const e = formState.errors;
  const { ref: amountRef, ...amountField } = register('money');
  return (
    <form className={styles.transfer} onSubmit={handleSubmit(submit)} noValidate aria-labelledby="transfer-title" data-testid="transfer-form">
      <h2 id="transfer-title" className={styles.sectionTitle}>
        {t('wallet.transferTitle')}
      </h2>
      <fieldset className={styles.directions}>
        <legend className={formStyles.label}>{t('wallet.direction')}</legend>
        <label className={styles.radio}>
          <input type="radio" value="in" disabled={stop !== null} {...register('direction')} />
          {t('wallet.directionIn')}
        </label>
        <label className={styles.radio}>
          <input type="radio" value="out" {...register('direction')} />
          {t('wallet.directionOut')}
        </label>
      </fieldset>
      {stop ? <StopClosedNote stop={stop} className={styles.available} /> : null}
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="transfer-provider">
          {t('wallet.provider')}
        </label>
        <select id="transfer-provider" className={styles.select} {...register('api_code')}>
          {wallets.map((w) => (
            <option key={w.api_code} value={w.api_code}>
              {w.title} ({w.money})
            </option>
          ))}
        </select>
      </div>
      <AmountField
        label={t('wallet.amount')}
        errorKey={e.money?.message}
        ref={(el) => {
          amountRef(el);
          amount.current = el;
        }}
        {...amountField}
        trailing={
          <button type="button" className={formStyles.secondary} onClick={() => setValue('money', available, { shouldValidate: true })} disabled={available === '0.00'}>
            {t('wallet.all')}
          </button>
        }
      />
      <p className={styles.available} data-testid="available">
        {t('wallet.available', { amount: available })}
      </p>
      <button type="submit" className={formStyles.submit} disabled={transfer.isPending}>
        {transfer.isPending ? t('wallet.submitting') : t('wallet.submit')}
      </button>
    </form>
  );
}
