import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** Width in px; forms use 420, the captcha 320. */
  width?: number;
  /**
   * Where focus goes back on close, for a dialog opened without a Radix trigger (Radix would
   * otherwise leave focus on the page body).
   */
  returnFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

/** Accessible modal dialog (focus trap, Escape, labelled by its title), themed for the lobby. */
export function Dialog({ open, onOpenChange, title, width = 420, returnFocus, children }: DialogProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          style={{ width }}
          aria-describedby={undefined}
          onCloseAutoFocus={
            returnFocus
              ? (event) => {
                  const target = returnFocus();
                  if (!target) return;
                  event.preventDefault();
                  target.focus();
                }
              : undefined
          }
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          <RadixDialog.Close className={styles.close} aria-label={t('common.close')}>
            ×
          </RadixDialog.Close>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
