import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sendSms } from '../api/auth';
import { smsCaptchaKey } from '../store/login-captcha-key';
import { PhoneField, type CountryPrefix } from './phone-field';
import { SmsButton } from './sms-button';
import { TextField } from './text-field';
import { SMS_CODE_LENGTH } from '../../domain/contracts/auth';

/** The two fields every SMS form shares; their rules are the contracts' `phoneDigitsRule` and `smsCodeRule`. */
export interface PhoneSmsValues {
  phone: string;
  sms_code: string;
}

export interface PhoneSmsFieldsProps {
  /** The prefix the code is sent to, in front of the typed digits. */
  prefix: CountryPrefix;
  /** Prefix choices; a single one shows as fixed (forgot password +63, quick login +86). */
  prefixes: readonly CountryPrefix[];
  onPrefixChange?(prefix: CountryPrefix): void;
  /** Registration asks for the code only when the SMS setting is '1'. */
  withCode?: boolean;
  /**
   * Forgot password's codes are 'reset' ones: the server texts only phones with an account.
   * Registration's are 'register' ones, the only ones it takes, each past its own captcha.
   */
  purpose?: 'reset' | 'register';
}

/**
 * Every code is asked for through the slider, as the header login is: the server spends one solved
 * puzzle per send, so nobody can use up a member's codes without solving puzzles. Resolves false,
 * sending nothing, when the player closes the slider.
 */
async function sendAfterSlider(phone: string, purpose: 'reset' | 'register' | undefined): Promise<boolean> {
  const key = await smsCaptchaKey(purpose);
  if (key === null) return false;
  await sendSms(phone, purpose, key);
  return true;
}

/**
 * Phone (with its country prefix) and SMS code with the 60 s send button, for the forgot-password
 * step, the quick phone login and registration step 2. Lives inside the form's `FormProvider`,
 * whose zod resolver (from domain/contracts) validates both fields.
 */
export function PhoneSmsFields({ prefix, prefixes, onPrefixChange, withCode = true, purpose }: PhoneSmsFieldsProps) {
  const { t } = useTranslation();
  const { register, control, formState, setFocus } = useFormContext<PhoneSmsValues>();
  const phone = useWatch({ control, name: 'phone' }) ?? '';
  const errors = formState.errors;
  // Registered in page order (phone first), so anything that walks the fields meets the phone first.
  const phoneInput = register('phone');
  const codeInput = withCode ? register('sms_code') : null;
  return (
    <>
      <TextField
        label={t('auth.phone')}
        errorKey={errors.phone?.message}
        render={(id, describedBy) => (
          <PhoneField id={id} aria-describedby={describedBy} prefix={prefix} prefixes={prefixes} onPrefixChange={onPrefixChange} invalid={Boolean(errors.phone)} {...phoneInput} />
        )}
      />
      {codeInput ? (
        <TextField
          label={t('auth.smsCode')}
          inputMode="numeric"
          maxLength={SMS_CODE_LENGTH}
          autoComplete="one-time-code"
          errorKey={errors.sms_code?.message}
          trailing={<SmsButton phone={phone} send={() => sendAfterSlider(`${prefix}${phone}`, purpose)} onSent={() => setFocus('sms_code')} />}
          {...codeInput}
        />
      ) : null}
    </>
  );
}
