import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import formStyles from '../../components/form.module.css';
import { AGENT_REASON_MAX, AGENT_REASON_MIN, agentApplySchema, type AgentApplyValues } from '../../../domain/contracts/team';
import { useApplyForAgent } from './use-agent';
import styles from './agent.module.css';

/** The reason (10–1000 characters, counted live as the member types) and the send button. */
export function AgentApplyForm() {
  const { t } = useTranslation();
  const id = useId();
  const send = useApplyForAgent();
  const { register, handleSubmit, formState, control } = useForm<AgentApplyValues>({ resolver: zodResolver(agentApplySchema), defaultValues: { reason: '' } });
  const reason = useWatch({ control, name: 'reason' }) ?? '';
  const count = reason.trim().length;
  const error = formState.errors.reason?.message;

  const submit = (values: AgentApplyValues) =>
    send.mutate(values, {
      onSuccess: (reply) => toast.success(reply.message),
      onError: (failure) => toast.error(failure.message),
    });

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate aria-label={t('agent.formLabel')} data-testid="agent-apply-form">
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={id}>
          {t('agent.reasonLabel')}
        </label>
        <textarea
          id={id}
          className={styles.textarea}
          // One character over the limit shows the error; the browser must not cut a pasted text silently.
          maxLength={AGENT_REASON_MAX + 1}
          placeholder={t('agent.reasonPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count ${error ? `${id}-error` : ''}`.trim()}
          data-testid="agent-reason"
          {...register('reason')}
        />
        <div className={styles.counter}>
          <span>{t('agent.reasonHint')}</span>
          <span
            id={`${id}-count`}
            className={`${styles.count} ${count > AGENT_REASON_MAX || (count > 0 && count < AGENT_REASON_MIN) ? styles.over : ''}`}
            aria-label={t('agent.countLabel', { count, max: AGENT_REASON_MAX })}
            data-testid="agent-reason-count"
          >
            {t('agent.count', { count, max: AGENT_REASON_MAX })}
          </span>
        </div>
        {error ? (
          <p id={`${id}-error`} className={formStyles.error} role="alert">
            {t(error.startsWith('validation.') ? error : 'validation.invalid')}
          </p>
        ) : null}
      </div>
      <button type="submit" className={formStyles.submit} disabled={send.isPending} data-testid="agent-apply-submit">
        {send.isPending ? t('agent.submitting') : t('agent.submit')}
      </button>
    </form>
  );
}
