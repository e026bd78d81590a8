import { toast } from 'sonner';
import type { LiveNote } from '../../../domain/contracts/live';
import { toLang } from '../../../domain/contracts/lang';
import { i18next, loadLaterTexts } from '../../i18n/i18n';

/** Shows the stream's notes as toasts, each id once, and remembers the last one shown. */
export interface NoteToaster {
  show(notes: readonly LiveNote[]): void;
  /** The id of the last note shown in this tab (sent again on a reconnect: `notes_after`), undefined before any. */
  last(): number | undefined;
}

/**
 * The toasts of a deposit approved and a bonus credited (README.md "The lobby follows a signed-in
 * member live"). The server sends each note to a stream once and the tabs share one stream, so a
 * note reaches each tab once; the id check stops the rest: a note relayed twice, or a stream opened
 * again by a tab that had already shown it.
 */
export function noteToaster(toastSuccess: (text: string) => void = (text) => void toast.success(text)): NoteToaster {
  let last: number | undefined;
  return {
    show(notes) {
      const fresh = notes.filter((note) => last === undefined || note.id > last);
      if (fresh.length === 0) return;
      last = fresh[fresh.length - 1]!.id;
      // The texts live beyond the first screen's; the stream may speak before they landed.
      void loadLaterTexts().then(() => {
        const lang = toLang(i18next.language);
        for (const note of fresh) {
          toastSuccess(
            note.kind === 'deposit'
              ? i18next.t('live.depositApproved', { amount: note.amount })
              : i18next.t('live.bonusCredited', { name: note.name?.[lang] ?? '', amount: note.amount }),
          );
        }
      });
    },
    last: () => last,
  };
}
