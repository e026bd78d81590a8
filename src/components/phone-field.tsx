import { forwardRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './form.module.css';

/** Country prefixes of spec point 9. */
export const countryPrefixes = ['+86', '+852', '+1', '+63'] as const;
export type CountryPrefix = (typeof countryPrefixes)[number];

export interface PhoneFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  prefix: CountryPrefix;
  /** Prefix choices; a single one renders as fixed text (forgot password +63, quick login +86). */
  prefixes: readonly CountryPrefix[];
  onPrefixChange?(prefix: CountryPrefix): void;
  invalid?: boolean;
}

/** Phone digits (max 11) with a country prefix. */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { prefix, prefixes, onPrefixChange, invalid, ...input },
  ref,
) {
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      <select
        className={styles.select}
        aria-label={t('form.countryPrefix')}
        value={prefix}
        disabled={prefixes.length < 2}
        onChange={(e) => onPrefixChange?.(e.target.value as CountryPrefix)}
      >
        {prefixes.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </select>
      <input
        ref={ref}
        className={styles.input}
        inputMode="numeric"
        maxLength={11}
        autoComplete="tel-national"
        aria-invalid={invalid || undefined}
        {...input}
      />
    </div>
  );
});
