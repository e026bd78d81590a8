import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useTranslation } from 'react-i18next';
import styles from './confirm-dialog.module.css';
import { focusSafeAction, safeAction } from './focus-safe-action';
import { useOpenerFocus } from './use-opener-focus';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** The confirm button's label; "Confirm" when not given. */
  confirmLabel?: string;
  /** While the confirmed action runs: the confirm button waits. */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** An accessible "are you sure?" (Radix AlertDialog: focus on Cancel, trapped, given back on close; Escape cancels) before a destructive action. */
export function ConfirmDialog({ open, title, text, confirmLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const giveFocusBack = useOpenerFocus(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content} onOpenAutoFocus={focusSafeAction} onCloseAutoFocus={giveFocusBack}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.text}>{text}</AlertDialog.Description>
          <div className={styles.actions}>
            {/* Plain buttons: Radix's Cancel/Action would also fire onOpenChange and cancel twice. */}
            <button {...safeAction} type="button" className={styles.cancel} onClick={onCancel}>
              {t('common.cancel')}
            </button>
            <button type="button" className={styles.confirm} onClick={onConfirm} disabled={busy} aria-busy={busy}>
              {confirmLabel ?? t('common.confirm')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
