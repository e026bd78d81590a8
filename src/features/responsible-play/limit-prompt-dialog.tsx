import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import dialogStyles from '../../components/confirm-dialog.module.css';
import formStyles from '../../components/form.module.css';
import { focusSafeAction, safeAction } from '../../components/focus-safe-action';
import { useOpenerFocus } from '../../components/use-opener-focus';
import { useSkipPrompt } from './use-responsible-play';

export interface LimitPromptDialogProps {
  /** "Set limits now": the page with the limits. */
  onSet(): void;
  /** Closed without an answer (Escape): asked again before a deposit. */
  onClose(): void;
}

/** After registration and before the first deposit: set deposit limits now, or "not now" (remembered by the server). */
export function LimitPromptDialog({ onSet, onClose }: LimitPromptDialogProps) {
  const { t } = useTranslation();
  const skip = useSkipPrompt();
  const giveFocusBack = useOpenerFocus(true);
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={dialogStyles.content} style={{ width: 420 }} data-testid="limit-prompt" onOpenAutoFocus={focusSafeAction} onCloseAutoFocus={giveFocusBack}>
          <AlertDialog.Title className={dialogStyles.title}>{t('responsible.promptTitle')}</AlertDialog.Title>
          <AlertDialog.Description className={dialogStyles.text}>{t('responsible.promptText')}</AlertDialog.Description>
          {skip.error ? (
            <p className={formStyles.error} role="alert">
              {skip.error.message}
            </p>
          ) : null}
          <div className={dialogStyles.actions}>
            {/* Plain buttons: Radix's Cancel/Action would also fire onOpenChange. */}
            <button
              {...safeAction}
              type="button"
              className={dialogStyles.cancel}
              disabled={skip.isPending}
              onClick={() =>
                skip.mutate(undefined, {
                  onSuccess: (reply) => {
                    toast.success(reply.message);
                    onClose();
                  },
                })
              }
            >
              {t('responsible.promptSkip')}
            </button>
            <button type="button" className={dialogStyles.confirm} onClick={onSet}>
              {t('responsible.promptSet')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
