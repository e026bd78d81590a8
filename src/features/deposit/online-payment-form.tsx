import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { depositLimitRefusal } from '../../api/responsible-play';
import formStyles from '../../components/form.module.css';
import { AmountField } from '../../components/amount-field';
import { onlineRechargeSchema, type OnlineRechargeInput } from '../../../domain/contracts/deposits';
import type { PaymentChannel } from '../../../domain/contracts/replies/deposits';
import { inRange } from './amount-range';
import { DepositRoomNote } from './deposit-room-note';
import { closePaymentWindow, openPaymentWindow, showPaymentPage } from './payment-popup';
import { PaymentWatch, type WatchedPayment } from './payment-watch';
import { useOnlinePayment } from './use-deposits';
import styles from './deposit.module.css';

/**
 * An online deposit: pick a channel and an amount; "Pay now" opens the demo payment page in a
 * window. The window opens inside the click itself (a popup opened after an await is blocked), so
 * the form is checked synchronously with the shared schema first.
 */
export function OnlinePaymentForm({ channels }: { channels: readonly PaymentChannel[] }) {
  const { t } = useTranslation();
  const pay = useOnlinePayment();
  const [watched, setWatched] = useState<WatchedPayment | null>(null);
  // A deposit over the member's own limit (docs/product.md §10.1): the server's reason, by the amount.
  const [limitRefusal, setLimitRefusal] = useState<string | null>(null);
  const sending = useRef(false);
  const { register, handleSubmit, getValues, formState, control, setError, setFocus } = useForm<OnlineRechargeInput>({
    resolver: zodResolver(onlineRechargeSchema),
    defaultValues: { payment_id: channels[0]?.id, money: '' },
  });
  const paymentId = useWatch({ control, name: 'payment_id' });
  const channel = channels.find((c) => c.id === paymentId) ?? channels[0]!;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const parsed = onlineRechargeSchema.safeParse(getValues());
    // Let the form show the rule broken (and re-check as the member types).
    if (!parsed.success) return void handleSubmit(() => undefined)();
    if (!inRange(parsed.data.money, channel)) {
      setError('money', { message: 'validation.depositRange' }, { shouldFocus: true });
      return;
    }
    sending.current = true;
    setLimitRefusal(null);
    const popup = openPaymentWindow();
    pay.mutate(parsed.data, {
      onSuccess: (reply) => {
        const shown = showPaymentPage(popup, reply.url);
        setWatched({ id: reply.recharge.id, money: reply.recharge.money, url: reply.url, popup: shown ? popup : null });
        if (!shown) toast.warning(t('deposit.popupBlocked'));
      },
      onError: (error) => {
        closePaymentWindow(popup);
        const refusal = depositLimitRefusal(error);
        if (refusal) {
          setLimitRefusal(refusal.message);
          // As on the bank form: the amount takes focus, kept below the sticky header by the page's scroll padding.
          setFocus('money');
        } else toast.error(error.message);
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const e = formState.errors;
  return (
    <div className={styles.online}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('deposit.online')} data-testid="online-payment-form">
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="deposit-channel">
            {t('deposit.channel')}
          </label>
          <select id="deposit-channel" className={styles.select} {...register('payment_id', { valueAsNumber: true })} disabled={pay.isPending}>
            {channels.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        <DepositRoomNote />
        <AmountField
          label={t('deposit.amount')}
          errorKey={e.money?.message}
          hint={t('deposit.range', { min: channel.min, max: channel.max })}
          {...register('money')}
        />
        {limitRefusal ? (
          <p className={formStyles.error} role="alert" data-testid="deposit-limit-refusal">
            {limitRefusal}
          </p>
        ) : null}
        <button type="submit" className={formStyles.submit} disabled={pay.isPending}>
          {pay.isPending ? t('deposit.opening') : t('deposit.payNow')}
        </button>
        <p className={styles.notice}>{t('deposit.popupHint')}</p>
      </form>
      {watched ? <PaymentWatch key={watched.id} payment={watched} onDone={() => setWatched(null)} /> : null}
    </div>
  );
}
