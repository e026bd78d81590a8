import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useTranslation } from 'react-i18next';
import { focusSafeAction, safeAction } from '../../components/focus-safe-action';
import { useOpenerFocus } from '../../components/use-opener-focus';
import styles from './logout-confirm.module.css';

export interface LogoutConfirmProps {
  open: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** 'Will you exit the current user? Do you want to continue?' (docs/product.md §8). */
function LogoutConfirm({ open, onConfirm, onCancel }: LogoutConfirmProps) {
  const { t } = useTranslation();
  const giveFocusBack = useOpenerFocus(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content} onOpenAutoFocus={focusSafeAction} onCloseAutoFocus={giveFocusBack}>
          <AlertDialog.Title className={styles.title}>{t('auth.logoutTitle')}</AlertDialog.Title>
          <AlertDialog.Description className={styles.text}>{t('auth.logoutConfirm')}</AlertDialog.Description>
          <div className={styles.actions}>
            {/* Plain buttons: Radix's Cancel/Action would also fire onOpenChange and cancel twice. */}
            <button {...safeAction} type="button" className={styles.cancel} onClick={onCancel}>
              {t('common.cancel')}
            </button>
            <button type="button" className={styles.confirm} onClick={onConfirm}>
              {t('common.confirm')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export default LogoutConfirm;
