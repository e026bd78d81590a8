import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenerFocus } from './use-opener-focus';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** Width in px; forms use 420, the captcha 320. */
  width?: number;
  /**
   * Where focus goes back on close when it is not the element focused as the dialog opened (that
   * one is the default: use-opener-focus.ts).
   */
  returnFocus?: () => HTMLElement | null | undefined;
  /**
   * 'content' puts the focus on the dialog itself rather than on a button: for a result that opens
   * while the player is still pressing keys (the rain's Space), whose next press must not close it unread.
   */
  initialFocus?: 'field' | 'content';
  children: ReactNode;
}

/** A field a player can type in or choose from, not inside a step that is hidden. */
const FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * Where focus goes as a dialog opens: its first field, so a form is typed into at once. Radix would
 * take the first tabbable element, which is the "×" in front of every form. A dialog without fields
 * keeps Radix's choice.
 */
function focusFirstField(event: Event): void {
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement)) return;
  const field = [...content.querySelectorAll<HTMLElement>(FIELD)].find((el) => !el.closest('[hidden]'));
  if (!field) return;
  event.preventDefault();
  field.focus({ preventScroll: true });
}

/** Focus on the dialog's own box (Radix gives it tabIndex -1): no key pressed there activates anything. */
function focusContent(event: Event): void {
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement)) return;
  event.preventDefault();
  content.focus({ preventScroll: true });
}

/**
 * Accessible modal dialog (first field focused on open, focus trapped, given back to the opener on
 * close, Escape, labelled by its title), themed for the lobby.
 */
export function Dialog({ open, onOpenChange, title, width = 420, returnFocus, initialFocus = 'field', children }: DialogProps) {
  const { t } = useTranslation();
  const giveFocusBack = useOpenerFocus(open, returnFocus);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          style={{ width }}
          aria-describedby={undefined}
          onOpenAutoFocus={initialFocus === 'content' ? focusContent : focusFirstField}
          onCloseAutoFocus={giveFocusBack}
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
