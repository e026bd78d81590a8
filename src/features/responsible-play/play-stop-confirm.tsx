import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { z } from 'zod';
import { startSelfExclusion, startTimeOut } from '../../api/responsible-play';
import { Dialog } from '../../components/dialog';
import formStyles from '../../components/form.module.css';
import { TextField } from '../../components/text-field';
import { passwordRule } from '../../../domain/contracts/auth';
import { operatorDayTime } from '../../../domain/time/operator-time';
import { appStore } from '../../store/app-store';
import type { StopKind } from './stop-end';
import styles from './responsible-play.module.css';

const passwordSchema = z.object({ password: passwordRule });

export interface PlayStopConfirmProps {
  kind: StopKind;
  /** Days of a time-out or months of a self-exclusion, already within bounds. */
  length: number;
  /** When it would end, computed as the server does from the moment the dialog opened. */
  until: Date;
  onCancel(): void;
}

/**
 * Says plainly what a time-out or self-exclusion does, asks for the login password and starts it.
 * The server ends every session of the member, this one included: the lobby then only forgets the
 * login here (a logout call would be refused) and goes home with the server's message.
 */
export function PlayStopConfirm({ kind, length, until, onCancel }: PlayStopConfirmProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: (password: string) => (kind === 'time_out' ? startTimeOut({ days: length, password }) : startSelfExclusion({ months: length, password })),
    onSuccess: (reply) => {
      appStore.getState().clearSession();
      toast.success(reply.message, { id: 'play-stop', duration: 10_000 });
      navigate('/');
    },
  });
  const { register, handleSubmit, formState } = useForm<{ password: string }>({ resolver: zodResolver(passwordSchema), defaultValues: { password: '' } });
  const exclude = kind === 'self_exclusion';
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()} title={t(exclude ? 'responsible.confirmExcludeTitle' : 'responsible.confirmTimeOutTitle')}>
      <form className={formStyles.form} onSubmit={handleSubmit(({ password }) => start.mutate(password))} noValidate data-testid="play-stop-confirm">
        <div>
          <p className={styles.warning}>{t('responsible.confirmWhat', { until: operatorDayTime(until.toISOString()) })}</p>
          <p className={styles.warning} data-testid="play-stop-open">
            {t('responsible.confirmOpen')}
          </p>
          <p className={styles.final}>{t('responsible.confirmFinal')}</p>
        </div>
        <TextField
          label={t('responsible.password')}
          type="password"
          autoComplete="current-password"
          autoFocus
          errorKey={formState.errors.password?.message}
          {...register('password')}
        />
        {start.error ? (
          <p className={formStyles.error} role="alert">
            {start.error.message}
          </p>
        ) : null}
        <div className={formStyles.row}>
          <button type="button" className={formStyles.secondary} onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={formStyles.submit} style={{ flex: 1 }} disabled={start.isPending}>
            {t(exclude ? 'responsible.confirmExclude' : 'responsible.confirmTimeOut')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
