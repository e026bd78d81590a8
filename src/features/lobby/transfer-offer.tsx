import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { transferMoney } from '../../api/wallet';
import { AmountField } from '../../components/amount-field';
import { useActionKey } from '../../components/use-action-key';
import { amountRule, amountToCents } from '../../../domain/contracts/money';
import { announceMoneyMoved } from '../../lib/money-moves';
import { showBalance } from '../../store/show-balance';
import styles from './lobby.module.css';

export interface OfferWallets {
  apiCode: string;
  provider: string;
  /** The centre balance, 2-decimal string. */
  centre: string;
}

/**
 * Shown in the launch window before a game opens with an empty game wallet while auto-transfer is
 * off: the member sees the centre balance and may move an amount in (keyed, once) or play without.
 */
export function TransferOffer({ wallets, onDone }: { wallets: OfferWallets; onDone: () => void }) {
  const { t } = useTranslation();
  const action = useActionKey();
  const [amount, setAmount] = useState(wallets.centre);
  const [errorKey, setErrorKey] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = amountRule.safeParse(amount);
    if (!parsed.success) return setErrorKey(parsed.error.issues[0]?.message);
    if (amountToCents(parsed.data) > amountToCents(wallets.centre)) return setErrorKey('validation.amountOverBalance');
    setErrorKey(undefined);
    setBusy(true);
    const input = { api_code: wallets.apiCode, money: parsed.data, direction: 'in' as const };
    action
      .run(input, (key) => transferMoney(input, key))
      .then((reply) => {
        showBalance(reply);
        announceMoneyMoved();
        onDone();
      })
      .catch((error: Error) => setRefusal(error.message || t('lobby.launchFailed')))
      .finally(() => setBusy(false));
  };

  return (
    <form className={styles.offer} onSubmit={submit} aria-labelledby="transfer-offer-title" data-testid="transfer-offer" noValidate>
      <h1 id="transfer-offer-title" className={styles.launchTitle}>
        {t('lobby.offerTitle', { provider: wallets.provider })}
      </h1>
      <p>{t('lobby.offerText', { provider: wallets.provider, centre: wallets.centre })}</p>
      <AmountField label={t('lobby.offerAmount')} value={amount} errorKey={errorKey} onChange={(e) => setAmount(e.target.value)} autoFocus />
      {refusal ? (
        <p role="alert" className={styles.launchError}>
          {refusal}
        </p>
      ) : null}
      <div className={styles.launchActions}>
        <button type="submit" className={styles.primaryButton} disabled={busy}>
          {t('lobby.offerMove')}
        </button>
        <button type="button" className={styles.ghostButton} onClick={onDone} disabled={busy}>
          {t('lobby.offerSkip')}
        </button>
      </div>
    </form>
  );
}
