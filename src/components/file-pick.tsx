import { useRef, type ChangeEvent, type ReactNode } from 'react';
import styles from './file-pick.module.css';

interface FilePickProps {
  id: string;
  accept: string;
  disabled: boolean;
  invalid: boolean;
  /** Words of the page's language: the button, and the line when nothing is chosen. */
  chooseLabel: string;
  noneLabel: string;
  /** The chosen file's name, or null. */
  fileName: string | null;
  /** The id of the hint or error under the field. */
  noteId: string;
  onPick(file: File): void;
  testId?: string;
  children?: ReactNode;
}

/**
 * A file input that speaks the page's language: the browser's own button and "No file chosen" are
 * always in the browser's language, so the native input is hidden (still focusable, still the control
 * the field's label names, opened by Space or Enter) and our button and file name are drawn instead.
 * The visible button is decoration for the pointer; the focus ring moves onto it from the input.
 */
export function FilePick({ id, accept, disabled, invalid, chooseLabel, noneLabel, fileName, noteId, onPick, testId, children }: FilePickProps) {
  const input = useRef<HTMLInputElement>(null);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file picked again after a removal must fire change again.
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <div className={styles.row}>
      <input
        ref={input}
        id={id}
        type="file"
        className={styles.input}
        accept={accept}
        onChange={change}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={`${id}-name ${noteId}`}
        data-testid={testId}
      />
      <span className={styles.choose} aria-hidden="true" onClick={() => input.current?.click()} data-testid={testId ? `${testId}-button` : undefined}>
        {chooseLabel}
      </span>
      <span id={`${id}-name`} className={fileName ? `${styles.name} ${styles.chosen}` : styles.name} title={fileName ?? undefined} data-testid={testId ? `${testId}-name` : undefined}>
        {fileName ?? noneLabel}
      </span>
      {children}
    </div>
  );
}
