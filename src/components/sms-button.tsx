import { useEffect, useRef, useState } from 'react';
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
  /** The code went out: the form moves the focus on to where it is typed. */
  onSent?(): void;
}

/**
 * Sends an SMS code (the slider first), then counts down 60 s ignoring clicks, then offers to resend.
 * The button is disabled while it sends, so the captcha cannot give the focus back to it: a sent code
 * takes the focus to its field (`onSent`), anything else back to the button once it is enabled again
 * (README.md, "Accessibility").
 */
export function SmsButton({ phone, send, onSent }: SmsButtonProps) {
  const { t } = useTranslation();
  const { remaining, start, running } = useCountdown(SMS_COUNTDOWN_S);
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (sending || !refocus.current) return;
    refocus.current = false;
    // Only a focus that was lost with the disabled button: not one the player has since moved.
    if (document.activeElement === null || document.activeElement === document.body) button.current?.focus();
  }, [sending]);
  const onClick = useClickGuard(() => {
    if (running || sending) return;
    if (!phone.trim()) {
      toast.warning(t('sms.phoneRequired'));
      return;
    }
    setSending(true);
    send()
      .then((sent) => {
        if (!sent) {
          refocus.current = true;
          return;
        }
        setSentOnce(true);
        start();
        toast.success(t('sms.sent'));
        onSent?.();
      })
      .catch((error: Error) => {
        refocus.current = true;
        toast.warning(error.message);
      })
      .finally(() => setSending(false));
  });
  const label = running ? t('sms.countdown', { s: remaining }) : sentOnce ? t('sms.resend') : t('sms.send');
  return (
    <button ref={button} type="button" className={styles.secondary} onClick={onClick} disabled={running || sending} aria-live="polite">
      {label}
    </button>
  );
}
