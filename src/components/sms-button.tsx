import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useClickGuard } from './use-click-guard';
import { useCountdown } from './use-countdown';
import styles from './form.module.css';

/** SMS resend countdown of docs/product.md §4 and §9. */
export const SMS_COUNTDOWN_S = 60;

export interface SmsButtonProps {
  /** The phone digits as typed (without prefix); empty means "ask for it". */
  phone: string;
  /** Sends the code (after the slider); resolves false when the player gave up, rejects with the server's message. */
  send(): Promise<boolean>;
}

/** Sends an SMS code (the slider first), then counts down 60 s ignoring clicks, then offers to resend. */
export function SmsButton({ phone, send }: SmsButtonProps) {
  const { t } = useTranslation();
  const { remaining, start, running } = useCountdown(SMS_COUNTDOWN_S);
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  const onClick = useClickGuard(() => {
    if (running || sending) return;
    if (!phone.trim()) {
      toast.warning(t('sms.phoneRequired'));
      return;
    }
    setSending(true);
    send()
      .then((sent) => {
        if (!sent) return;
        setSentOnce(true);
        start();
        toast.success(t('sms.sent'));
      })
      .catch((error: Error) => toast.warning(error.message))
      .finally(() => setSending(false));
  });
  const label = running ? t('sms.countdown', { s: remaining }) : sentOnce ? t('sms.resend') : t('sms.send');
  return (
    <button type="button" className={styles.secondary} onClick={onClick} disabled={running || sending} aria-live="polite">
      {label}
    </button>
  );
}
