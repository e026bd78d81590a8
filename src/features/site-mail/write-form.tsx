import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { focusFirstInvalid } from '../../components/focus-first-invalid';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { useClickGuard } from '../../components/use-click-guard';
import formStyles from '../../components/form.module.css';
import { CONTENT_MAX, CONTENT_MIN, MAIL_TITLE_MAX, mailSendSchema, type MailSendInput, type MailSendValues } from '../../../domain/contracts/site-mail';
import { useSendMail } from './use-site-mail';
import styles from './site-mail.module.css';

/** Writes to customer service (title, message of 5–1000 characters with a live count); `onSent` after the server took it. */
export function WriteForm({ onSent }: { onSent(): void }) {
  const { t } = useTranslation();
  const send = useSendMail();
  const { register, handleSubmit, formState, control, reset } = useForm<MailSendInput, unknown, MailSendValues>({
    resolver: zodResolver(mailSendSchema),
    defaultValues: { title: '', message: '' },
    shouldFocusError: false,
  });
  const typed = useWatch({ control, name: 'message' }) ?? '';
  const submit = useClickGuard((values: MailSendValues) => {
    if (send.isPending) return;
    send.mutate(values, {
      onSuccess: (reply) => {
        toast.success(reply.message);
        reset();
        onSent();
      },
    });
  });

  const e = formState.errors;
  return (
    <form className={`${formStyles.form} ${styles.write}`} onSubmit={handleSubmit(submit, focusFirstInvalid)} noValidate data-testid="mail-write-form">
      <TextField label={t('mail.title')} maxLength={MAIL_TITLE_MAX} autoComplete="off" placeholder={t('mail.titlePlaceholder')} errorKey={e.title?.message} {...register('title')} />
      <TextAreaField
        label={t('mail.message')}
        rows={8}
        maxLength={CONTENT_MAX}
        minChars={CONTENT_MIN}
        maxChars={CONTENT_MAX}
        count={typed.trim().length}
        placeholder={t('mail.messagePlaceholder')}
        errorKey={e.message?.message}
        {...register('message')}
      />
      {send.error ? (
        <p className={formStyles.error} role="alert" data-testid="mail-send-error">
          {send.error.message}
        </p>
      ) : null}
      <button type="submit" className={formStyles.submit} disabled={send.isPending}>
        {send.isPending ? t('mail.sending') : t('mail.send')}
      </button>
    </form>
  );
}
