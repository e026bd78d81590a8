import { forwardRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhonePrefix } from '../../domain/contracts/auth';
import styles from './form.module.css';

/** A country code of the one list in domain/contracts/auth.ts (phonePrefixes). */
export type CountryPrefix = PhonePrefix;

export interface PhoneFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  prefix: CountryPrefix;
  /** Prefix choices; a single one renders as fixed text. */
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
