import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { focusFirstInvalid } from '../../components/focus-first-invalid';
import { TextField } from '../../components/text-field';
import formStyles from '../../components/form.module.css';
import { infoUpdateSchema, MIN_AGE, type InfoUpdateInput } from '../../../domain/contracts/auth';
import type { MemberInfo } from '../../../domain/contracts/replies/accounts';
import { useUpdateProfile } from './use-profile';
import styles from './profile.module.css';

/** What the inputs hold; blanks are left out of the payload by the shared schema. */
export interface ProfileFormValues {
  realname: string;
  email: string;
  birthday: string;
}

// The shared schema's preprocess (blank → left out) types its input as `unknown`; the inputs hold strings.
const resolver = zodResolver(infoUpdateSchema) as Resolver<ProfileFormValues, unknown, InfoUpdateInput>;

const valuesOf = (info: MemberInfo): ProfileFormValues => ({
  // A set real name is shown, not edited: left blank here it is not sent at all.
  realname: '',
  email: info.email ?? '',
  birthday: info.birthday ?? '',
});

/** The latest birthday the date picker offers: 18 years before today (the server checks again). */
function latestBirthday(now = new Date()): string {
  const today = now.toISOString().slice(0, 10);
  return `${String(now.getUTCFullYear() - MIN_AGE).padStart(4, '0')}${today.slice(4)}`;
}

/** Edits the real name (once), email and birthday through `/auth/info/update`. */
export function ProfileForm({ info }: { info: MemberInfo }) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useUpdateProfile();
  const { register, handleSubmit, formState, reset } = useForm<ProfileFormValues, unknown, InfoUpdateInput>({
    resolver,
    defaultValues: valuesOf(info),
    shouldFocusError: false,
  });
  const submit = (values: InfoUpdateInput) =>
    save.mutate(values, {
      onSuccess: (fresh) => {
        toast.success(t('profile.saved'));
        reset(valuesOf(fresh));
      },
      onError: (error) => toast.error(error.message),
    });
  const e = formState.errors;
  // The "at least one field" rule belongs to no field: zod reports it on the form itself.
  const formError = (e as Record<string, { message?: string } | undefined>)['']?.message ?? e.root?.message;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('profile.editTitle')}
      </h2>
      <form className={formStyles.form} onSubmit={handleSubmit(submit, focusFirstInvalid)} noValidate data-testid="profile-form">
        {info.realname ? (
          <TextField label={t('profile.realname')} value={info.realname} readOnly hint={t('profile.realnameLocked')} data-testid="realname-locked" />
        ) : (
          <TextField label={t('profile.realname')} maxLength={30} autoComplete="name" hint={t('profile.realnameHint')} errorKey={e.realname?.message} {...register('realname')} />
        )}
        <TextField label={t('profile.email')} type="email" maxLength={100} autoComplete="email" placeholder={t('profile.emailPlaceholder')} errorKey={e.email?.message} {...register('email')} />
        <TextField label={t('profile.birthday')} type="date" min="1900-01-01" max={latestBirthday()} autoComplete="bday" hint={t('profile.birthdayHint')} errorKey={e.birthday?.message} {...register('birthday')} />
        {formError ? (
          <p className={formStyles.error} role="alert">
            {t(formError.startsWith('validation.') ? formError : 'validation.invalid')}
          </p>
        ) : null}
        <button type="submit" className={formStyles.submit} disabled={save.isPending}>
          {save.isPending ? t('profile.saving') : t('profile.save')}
        </button>
      </form>
    </section>
  );
}
