import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { defaultPhonePrefix, phonePrefixes, resetStep1Schema } from '../../../../domain/contracts/auth';
import { focusFirstInvalid } from '../../../components/focus-first-invalid';
import type { CountryPrefix } from '../../../components/phone-field';
import { PhoneSmsFields } from '../../../components/phone-sms-fields';
import { useAppStore } from '../../../store/app-store';
import styles from '../../../components/form.module.css';

/** The phone's digits and code, and the country code they were sent under. */
export type ForgotStep1Values = z.output<typeof resetStep1Schema> & { prefix: CountryPrefix };

export interface ForgotStep1Props {
  /** Step 2 is showing: this step stays mounted but hidden, so the phone, code and SMS countdown survive a Back. */
  hidden: boolean;
  onNext(values: ForgotStep1Values): void;
}

/** Step 1: phone and SMS code; Next only with a non-empty code (docs/product.md §4). */
export function ForgotStep1({ hidden, onNext }: ForgotStep1Props) {
  const { t } = useTranslation();
  // Every code registration offers, starting on the language's own: a member resets under the code they registered with.
  const lang = useAppStore((s) => s.lang);
  const [prefix, setPrefix] = useState<CountryPrefix>(() => defaultPhonePrefix(lang));
  const form = useForm<z.input<typeof resetStep1Schema>, unknown, z.output<typeof resetStep1Schema>>({
    resolver: zodResolver(resetStep1Schema),
    defaultValues: { phone: '', sms_code: '' },
    shouldFocusError: false,
  });
  const { setFocus } = form;
  // Back from step 2 puts the keyboard where the player left off: the phone they typed.
  const wasHidden = useRef(hidden);
  useEffect(() => {
    if (wasHidden.current && !hidden) setFocus('phone');
    wasHidden.current = hidden;
  }, [hidden, setFocus]);
  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={form.handleSubmit((values) => onNext({ ...values, prefix }), focusFirstInvalid)} noValidate hidden={hidden}>
        <PhoneSmsFields prefix={prefix} prefixes={phonePrefixes} onPrefixChange={setPrefix} purpose="reset" />
        <button type="submit" className={styles.submit}>
          {t('auth.next')}
        </button>
      </form>
    </FormProvider>
  );
}
