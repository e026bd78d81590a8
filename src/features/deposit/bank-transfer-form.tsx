import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { depositLimitRefusal } from '../../api/responsible-play';
import formStyles from '../../components/form.module.css';
import { AmountField } from '../../components/amount-field';
import { TextField } from '../../components/text-field';
import { normalRechargeFormSchema, type NormalRechargeForm } from '../../../domain/contracts/deposits';
import type { BankAccount } from '../../../domain/contracts/replies/deposits';
import { inRange } from './amount-range';
import { DepositRoomNote } from './deposit-room-note';
import { PayToAccount } from './pay-to-account';
import { useBankTransfer } from './use-deposits';
import { base64Of } from './voucher-file';
import { VoucherField, type PickedVoucher } from './voucher-field';
import styles from './deposit.module.css';

/** A bank transfer: where to pay, then amount, payer name and the voucher, sent for review. */
export function BankTransferForm({ accounts }: { accounts: readonly BankAccount[] }) {
  const { t } = useTranslation();
  const transfer = useBankTransfer();
  const [voucher, setVoucher] = useState<PickedVoucher | null>(null);
  const [voucherError, setVoucherError] = useState<string | undefined>();
  // A deposit over the member's own limit (docs/product.md §10.1): the server's reason, by the amount.
  const [limitRefusal, setLimitRefusal] = useState<string | null>(null);
  // A second submit in the same moment (a double click, Enter and click) is dropped here.
  const sending = useRef(false);
  const { register, handleSubmit, formState, control, setError, setFocus, reset } = useForm<NormalRechargeForm>({
    resolver: zodResolver(normalRechargeFormSchema),
    defaultValues: { payment_id: accounts[0]?.id, money: '', payer_name: '' },
  });
  const paymentId = useWatch({ control, name: 'payment_id' });
  const account = accounts.find((a) => a.id === paymentId) ?? accounts[0]!;

  const submit = async (values: NormalRechargeForm) => {
    if (sending.current) return;
    if (!inRange(values.money, account)) {
      setError('money', { message: 'validation.depositRange' }, { shouldFocus: true });
      return;
    }
    if (account.voucher_required && !voucher) {
      setVoucherError('validation.voucherRequired');
      return;
    }
    sending.current = true;
    setLimitRefusal(null);
    try {
      const reply = await transfer.mutateAsync({ ...values, voucher: voucher ? base64Of(voucher.dataUrl) : undefined });
      toast.success(reply.message);
      reset({ ...values, money: '' });
      setVoucher(null);
    } catch (error) {
      const refusal = depositLimitRefusal(error);
      if (refusal) {
        setLimitRefusal(refusal.message);
        // The reason sits under the amount: the field takes focus, and the page's scroll padding keeps it below the sticky header.
        setFocus('money');
      } else toast.error((error as Error).message);
    } finally {
      sending.current = false;
    }
  };

  const busy = formState.isSubmitting || transfer.isPending;
  // 'Required' said for an account that needed a voucher no longer holds once another one is picked.
  const shownVoucherError = voucherError === 'validation.voucherRequired' && !account.voucher_required ? undefined : voucherError;
  const e = formState.errors;
  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate aria-label={t('deposit.bank')} data-testid="bank-transfer-form">
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="deposit-bank">
          {t('deposit.chooseBank')}
        </label>
        <select id="deposit-bank" className={styles.select} {...register('payment_id', { valueAsNumber: true })} disabled={busy}>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.bank_name}
            </option>
          ))}
        </select>
      </div>
      <PayToAccount account={account} />
      <DepositRoomNote />
      <AmountField
        label={t('deposit.amount')}
        errorKey={e.money?.message}
        hint={t('deposit.range', { min: account.min, max: account.max })}
        {...register('money')}
      />
      {limitRefusal ? (
        <p className={formStyles.error} role="alert" data-testid="deposit-limit-refusal">
          {limitRefusal}
        </p>
      ) : null}
      <TextField label={t('deposit.payerName')} autoComplete="name" maxLength={30} errorKey={e.payer_name?.message} hint={t('deposit.payerNameHint')} {...register('payer_name')} />
      <VoucherField
        value={voucher}
        onChange={(next) => {
          setVoucher(next);
          if (next) setVoucherError(undefined);
        }}
        errorKey={shownVoucherError}
        onError={setVoucherError}
        required={account.voucher_required}
        progress={transfer.isPending && voucher ? transfer.progress : null}
        disabled={busy}
      />
      <button type="submit" className={formStyles.submit} disabled={busy}>
        {busy ? t('deposit.submitting') : t('deposit.submit')}
      </button>
      <p className={styles.notice}>{t('deposit.noResubmit')}</p>
    </form>
  );
}
