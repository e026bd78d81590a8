import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import formStyles from '../../../components/form.module.css';
import { TextField } from '../../../components/text-field';
import { verifyFormSchema, type VerifyFormInput, type VerifyFormValues } from './verify-form-schema';

export interface VerifyFormProps {
  initial: VerifyFormInput;
  /** Check at once (the page was opened from a history row's link). */
  autoRun: boolean;
  busy: boolean;
  onValid(values: VerifyFormValues): void;
  /** Bad input: the page drops any earlier result, so nothing stale is shown as the answer. */
  onInvalid(): void;
}

const plain = { autoComplete: 'off', spellCheck: false, autoCapitalize: 'off' } as const;

/** The draw's inputs: revealed server seed, client seed, nonce, weights and the optional commitment. */
export function VerifyForm({ initial, autoRun, busy, onValid, onInvalid }: VerifyFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<VerifyFormInput, unknown, VerifyFormValues>({
    resolver: zodResolver(verifyFormSchema),
    defaultValues: initial,
  });
  const submit = handleSubmit(onValid, onInvalid);
  useEffect(() => {
    if (autoRun) void submit();
    // Once, on arrival: later checks are the member's own submits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const errors = formState.errors;
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate data-testid="verify-form">
      <TextField label={t('verify.serverSeed')} errorKey={errors.seed?.message} {...plain} {...register('seed')} />
      <TextField label={t('verify.clientSeed')} errorKey={errors.client?.message} {...plain} {...register('client')} />
      <TextField label={t('verify.nonce')} errorKey={errors.nonce?.message} inputMode="numeric" {...plain} {...register('nonce')} />
      <TextField label={t('verify.weights')} hint={t('verify.weightsHint')} errorKey={errors.weights?.message} {...plain} {...register('weights')} />
      <TextField label={t('verify.hash')} hint={t('verify.hashHint')} errorKey={errors.hash?.message} {...plain} {...register('hash')} />
      <button type="submit" className={formStyles.submit} disabled={busy}>
        {busy ? t('verify.computing') : t('verify.submit')}
      </button>
    </form>
  );
}
