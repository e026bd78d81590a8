import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './form.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** An i18n key of the validation message, when the field is invalid. */
  errorKey?: string;
  hint?: string;
  /** Replaces the plain input (e.g. a phone field with its prefix); gets the same id. */
  render?: (id: string, describedBy: string | undefined) => ReactNode;
  trailing?: ReactNode;
}

/** A labelled form field showing its translated error under it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, errorKey, hint, render, trailing, ...input },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = errorKey ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        {render ? (
          render(id, describedBy)
        ) : (
          <input ref={ref} id={id} className={styles.input} aria-invalid={errorKey ? true : undefined} aria-describedby={describedBy} {...input} />
        )}
        {trailing}
      </div>
      {errorKey ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {t(errorKey.startsWith('validation.') ? errorKey : 'validation.invalid')}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
});
