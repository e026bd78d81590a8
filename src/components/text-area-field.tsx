import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from './form.module.css';
import styles from './text-area-field.module.css';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Characters typed so far (as the schema counts them: trimmed) and the most allowed. */
  count: number;
  minChars: number;
  maxChars: number;
  /** An i18n key of the validation message, when the field is invalid. */
  errorKey?: string;
}

/** A labelled textarea with a live "n / max" count and its translated error under it. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ label, count, minChars, maxChars, errorKey, ...area }, ref) {
  const { t } = useTranslation();
  const id = useId();
  const outside = count > maxChars || (count > 0 && count < minChars);
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        className={styles.textarea}
        aria-invalid={errorKey ? true : undefined}
        aria-describedby={`${id}-count${errorKey ? ` ${id}-error` : ''}`}
        {...area}
      />
      <div className={styles.foot}>
        {errorKey ? (
          <p id={`${id}-error`} className={formStyles.error} role="alert">
            {t(errorKey.startsWith('validation.') ? errorKey : 'validation.invalid')}
          </p>
        ) : null}
        <p id={`${id}-count`} className={outside ? `${styles.count} ${styles.over}` : styles.count} data-testid="char-count">
          {t('form.charCount', { count, max: maxChars })}
        </p>
      </div>
    </div>
  );
});
