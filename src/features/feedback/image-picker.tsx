import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlobImage } from '../../components/blob-image';
import { FilePick } from '../../components/file-pick';
import formStyles from '../../components/form.module.css';
import { imageTypes } from '../../../domain/contracts/image-upload';
import { imageRefusalOf } from '../../lib/image-file';
import styles from './feedback.module.css';

const refusalKeys = { tooLarge: 'validation.imageTooLarge', notImage: 'validation.imageType' } as const;

interface ImagePickerProps {
  value: File | null;
  onChange(file: File | null): void;
  /** Share of the upload sent (0–1) while sending, else null. */
  progress: number | null;
  disabled: boolean;
}

/** An optional picture: images only, checked here as the server will (≤ 3 MB, image bytes), previewed before sending. */
export function ImagePicker({ value, onChange, progress, disabled }: ImagePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const pick = async (file: File) => {
    const refusal = await imageRefusalOf(file);
    setErrorKey(refusal ? refusalKeys[refusal] : null);
    onChange(refusal ? null : file);
  };

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {t('feedback.image')}
      </label>
      <FilePick
        id={id}
        accept={imageTypes.join(',')}
        disabled={disabled}
        invalid={Boolean(errorKey)}
        chooseLabel={t(value ? 'feedback.imageChange' : 'feedback.imageChoose')}
        noneLabel={t('feedback.imageNone')}
        fileName={value?.name ?? null}
        noteId={`${id}-note`}
        onPick={(file) => void pick(file)}
        testId="feedback-image-input"
      >
        {value ? (
          <button type="button" className={formStyles.secondary} onClick={() => onChange(null)} disabled={disabled}>
            {t('feedback.imageRemove')}
          </button>
        ) : null}
      </FilePick>
      <p id={`${id}-note`} className={errorKey ? formStyles.error : formStyles.hint} role={errorKey ? 'alert' : undefined} data-testid="feedback-image-note">
        {errorKey ? t(errorKey) : t('feedback.imageHint')}
      </p>
      {value ? <BlobImage className={styles.preview} blob={value} alt={t('feedback.imagePreview', { name: value.name })} data-testid="feedback-image-preview" /> : null}
      {percent !== null ? (
        <div className={styles.progress}>
          <progress max={100} value={percent} aria-label={t('feedback.uploadProgress')} />
          <span aria-live="polite">{t('feedback.uploading', { percent })}</span>
        </div>
      ) : null}
    </div>
  );
}
