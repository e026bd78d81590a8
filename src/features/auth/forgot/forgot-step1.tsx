import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { resetStep1Schema } from '../../../contracts/auth';
import { focusFirstInvalid } from '../../../components/focus-first-invalid';
import { PhoneSmsFields } from '../../../components/phone-sms-fields';
import styles from '../../../components/form.module.css';

export type ForgotStep1Values = z.output<typeof resetStep1Schema>;
/** Forgot password uses +63 only (spec point 9). */
export const FORGOT_PREFIX = '+63';
const forgotPrefixes = [FORGOT_PREFIX] as const;

export interface ForgotStep1Props {
  /** Step 2 is showing: this step stays mounted but hidden, so the phone, code and SMS countdown survive a Back. */
  hidden: boolean;
  onNext(values: ForgotStep1Values): void;
}

/** Step 1: phone and SMS code; Next only with a non-empty code (spec point 4). */
export function ForgotStep1({ hidden, onNext }: ForgotStep1Props) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof resetStep1Schema>, unknown, ForgotStep1Values>({
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
      <form className={styles.form} onSubmit={form.handleSubmit(onNext, focusFirstInvalid)} noValidate hidden={hidden}>
        <PhoneSmsFields prefix={FORGOT_PREFIX} prefixes={forgotPrefixes} purpose="reset" />
        <button type="submit" className={styles.submit}>
          {t('auth.next')}
        </button>
      </form>
    </FormProvider>
  );
}
