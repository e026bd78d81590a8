import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { focusFirstInvalid } from '../../components/focus-first-invalid';
import { TextAreaField } from '../../components/text-area-field';
import { useClickGuard } from '../../components/use-click-guard';
import formStyles from '../../components/form.module.css';
import { feedbackFormSchema, type FeedbackFormInput } from '../../../domain/contracts/feedback';
import { CONTENT_MAX, CONTENT_MIN } from '../../../domain/contracts/site-mail';
import { base64Of, readAsDataUrl } from '../../lib/image-file';
import { ImagePicker } from './image-picker';
import { useSubmitFeedback } from './use-feedback';
import styles from './feedback.module.css';

type FeedbackFormValues = { content: string };

/** Feedback of 5–1000 characters (live count) with an optional picture; cleared once the server took it. */
export function FeedbackForm() {
  const { t } = useTranslation();
  const submitFeedback = useSubmitFeedback();
  const [image, setImage] = useState<File | null>(null);
  const { register, handleSubmit, formState, control, reset } = useForm<FeedbackFormInput, unknown, FeedbackFormValues>({
    resolver: zodResolver(feedbackFormSchema),
    defaultValues: { content: '' },
    shouldFocusError: false,
  });
  const typed = useWatch({ control, name: 'content' }) ?? '';

  const send = async (values: FeedbackFormValues) => {
    if (submitFeedback.isPending) return;
    const picture = image ? base64Of(await readAsDataUrl(image)) : undefined;
    submitFeedback.mutate(
      { content: values.content, ...(picture ? { image: picture } : {}) },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          reset();
          setImage(null);
        },
      },
    );
  };
  const submit = useClickGuard((values: FeedbackFormValues) => void send(values));

  const busy = submitFeedback.isPending;
  return (
    <form className={`${formStyles.form} ${styles.form}`} onSubmit={handleSubmit(submit, focusFirstInvalid)} noValidate data-testid="feedback-form">
      <TextAreaField
        label={t('feedback.content')}
        rows={6}
        maxLength={CONTENT_MAX}
        minChars={CONTENT_MIN}
        maxChars={CONTENT_MAX}
        count={typed.trim().length}
        placeholder={t('feedback.contentPlaceholder')}
        errorKey={formState.errors.content?.message}
        {...register('content')}
      />
      <ImagePicker value={image} onChange={setImage} progress={submitFeedback.progress} disabled={busy} />
      {submitFeedback.error ? (
        <p className={formStyles.error} role="alert" data-testid="feedback-error">
          {submitFeedback.error.message}
        </p>
      ) : null}
      <button type="submit" className={formStyles.submit} disabled={busy}>
        {busy ? t('feedback.sending') : t('feedback.send')}
      </button>
    </form>
  );
}
