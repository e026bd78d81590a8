import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import formStyles from '../../../components/form.module.css';
import { TextField } from '../../../components/text-field';
import { clientSeedSchema, type ClientSeedInput } from '../../../../domain/contracts/events';
import { eventErrorText } from './event-error';
import { useSetClientSeed } from './use-fair-seeds';

/** Changes the member's client seed (letters, digits, `_`, `-`); the next draws use it. */
export function ClientSeedForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const save = useSetClientSeed();
  const { register, handleSubmit, formState } = useForm<ClientSeedInput>({
    resolver: zodResolver(clientSeedSchema),
    defaultValues: { client_seed: current },
  });
  const submit = (values: ClientSeedInput) => save.mutate(values, { onSuccess: () => toast.success(t('fair.clientSeedSaved')) });
  return (
    <form className={formStyles.form} onSubmit={handleSubmit(submit)} noValidate data-testid="client-seed-form">
      <TextField
        label={t('fair.newClientSeed')}
        autoComplete="off"
        spellCheck={false}
        errorKey={formState.errors.client_seed?.message}
        {...register('client_seed')}
        trailing={
          <button type="submit" className={formStyles.secondary} disabled={save.isPending}>
            {save.isPending ? t('fair.saving') : t('fair.change')}
          </button>
        }
      />
      {save.error ? (
        <p className={formStyles.error} role="alert">
          {eventErrorText(t, save.error)}
        </p>
      ) : null}
    </form>
  );
}
