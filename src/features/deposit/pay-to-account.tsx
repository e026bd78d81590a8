import { useTranslation } from 'react-i18next';
import type { BankAccount } from '../../../domain/contracts/replies/deposits';
import styles from './deposit.module.css';

/** Where the member sends the bank transfer: the chosen house account's details. */
export function PayToAccount({ account }: { account: BankAccount }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('deposit.bankName'), account.bank_name],
    [t('deposit.accountName'), account.account_name],
    [t('deposit.accountNo'), account.account_no],
    [t('deposit.branch'), account.branch],
  ];
  return (
    <section className={styles.payTo} aria-labelledby="deposit-pay-to" data-testid="pay-to">
      <h2 id="deposit-pay-to" className={styles.payToTitle}>
        {t('deposit.payTo')}
      </h2>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
