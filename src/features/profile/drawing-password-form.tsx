import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { focusFirstInvalid } from '../../components/focus-first-invalid';
import { TextField } from '../../components/text-field';
import formStyles from '../../components/form.module.css';
import { drawingPwdModifySchema, type DrawingPwdModifyInput } from '../../../domain/contracts/member-passwords';
import { useModifyDrawingPassword } from './use-profile';
import styles from './profile.module.css';

type FormValues = z.input<ReturnType<typeof drawingPwdModifySchema>>;
const empty = { old_qk_pwd: '', qk_pwd: '', qk_pwd_confirmation: '' };

// A 6-digit PIN, not the login password: no autofill, so a password manager never mixes the two up.
// No maxLength: a seventh digit gets the rule's error instead of vanishing unseen.
const pin = { type: 'password', inputMode: 'numeric', autoComplete: 'off' } as const;

/** Changes the withdrawal password (old, new, confirm); a member without one sets the first one. */
export function DrawingPasswordForm({ hasOld }: { hasOld: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const change = useModifyDrawingPassword();
  const schema = useMemo(() => drawingPwdModifySchema(hasOld), [hasOld]);
  const { register, handleSubmit, formState, reset } = useForm<FormValues, unknown, DrawingPwdModifyInput>({
    resolver: zodResolver(schema),
    defaultValues: empty,
    shouldFocusError: false,
  });
  const submit = (values: DrawingPwdModifyInput) =>
    // Without an old one the field is not shown and stays '', which the server reads as "none".
    change.mutate(values, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        reset(empty);
      },
      onError: (error) => toast.error(error.message),
    });
  const e = formState.errors;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('profile.qkPwdTitle')}
      </h2>
      <form className={formStyles.form} onSubmit={handleSubmit(submit, focusFirstInvalid)} noValidate data-testid="qk-pwd-form">
        {hasOld ? (
          <TextField label={t('profile.oldQkPwd')} {...pin} errorKey={e.old_qk_pwd?.message} {...register('old_qk_pwd')} />
        ) : (
          <p className={styles.note} role="note" data-testid="qk-pwd-first">
            {t('profile.qkPwdFirst')}
          </p>
        )}
        <TextField label={t('profile.newQkPwd')} {...pin} hint={t('profile.qkPwdHint')} errorKey={e.qk_pwd?.message} {...register('qk_pwd')} />
        <TextField label={t('profile.confirmQkPwd')} {...pin} errorKey={e.qk_pwd_confirmation?.message} {...register('qk_pwd_confirmation')} />
        <button type="submit" className={formStyles.submit} disabled={change.isPending}>
          {change.isPending ? t('profile.saving') : hasOld ? t('profile.changeQkPwd') : t('profile.setQkPwd')}
        </button>
      </form>
    </section>
  );
}
