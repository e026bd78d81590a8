import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../domain/money/money';
import { depositRoomCents } from '../responsible-play/deposit-room';
import { useLimits } from '../responsible-play/use-responsible-play';
import styles from './deposit.module.css';

/** Above the amount: what the member's own deposit limits still allow, so an amount over it is not typed in vain. */
export function DepositRoomNote() {
  const { t } = useTranslation();
  const limits = useLimits();
  const room = limits.data ? depositRoomCents(limits.data) : null;
  if (room === null) return null;
  return (
    <p className={room === 0 ? `${styles.room} ${styles.roomNone}` : styles.room} data-testid="deposit-room">
      {room === 0 ? t('deposit.roomNone') : t('deposit.room', { amount: formatCents(room) })}
    </p>
  );
}
