import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePick } from '../../components/file-pick';
import formStyles from '../../components/form.module.css';
import { imageTypes } from '../../../domain/contracts/image-upload';
import { checkVoucherFile, readAsDataUrl } from './voucher-file';
import styles from './deposit.module.css';

/** A picked voucher: its name for the label and its `data:` URL for the preview and the upload. */
export interface PickedVoucher {
  name: string;
  dataUrl: string;
}

interface VoucherFieldProps {
  value: PickedVoucher | null;
  onChange(value: PickedVoucher | null): void;
  /** A `validation.` key: the file was refused, or one is required. */
  errorKey: string | undefined;
  onError(key: string | undefined): void;
  required: boolean;
  /** Share of the upload sent (0–1) while sending, else null. */
  progress: number | null;
  disabled: boolean;
}

/** The transfer voucher: pick an image (checked here as the server will), see it, watch it upload. */
export function VoucherField({ value, onChange, errorKey, onError, required, progress, disabled }: VoucherFieldProps) {
  const { t } = useTranslation();
  const id = useId();

  const pick = async (file: File) => {
    const check = await checkVoucherFile(file);
    if (!check.ok) {
      onError(check.error);
      return;
    }
    onError(undefined);
    onChange({ name: file.name, dataUrl: await readAsDataUrl(file) });
  };

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {t('deposit.voucher')} <span className={styles.tag}>{t(required ? 'deposit.required' : 'deposit.optional')}</span>
      </label>
      <FilePick
        id={id}
        accept={imageTypes.join(',')}
        disabled={disabled}
        invalid={Boolean(errorKey)}
        chooseLabel={t(value ? 'deposit.voucherChange' : 'deposit.voucherChoose')}
        noneLabel={t('deposit.voucherNone')}
        fileName={value?.name ?? null}
        noteId={`${id}-note`}
        onPick={(file) => void pick(file)}
        testId="voucher-input"
      >
        {value ? (
          <button type="button" className={formStyles.secondary} onClick={() => onChange(null)} disabled={disabled}>
            {t('deposit.voucherRemove')}
          </button>
        ) : null}
      </FilePick>
      <p id={`${id}-note`} className={errorKey ? formStyles.error : formStyles.hint} role={errorKey ? 'alert' : undefined}>
        {errorKey ? t(errorKey) : t('deposit.voucherHint')}
      </p>
      {value ? <img className={styles.preview} src={value.dataUrl} alt={t('deposit.voucherPreview', { name: value.name })} data-testid="voucher-preview" /> : null}
      {percent !== null ? (
        <div className={styles.progress}>
          <progress max={100} value={percent} aria-label={t('deposit.uploadProgress')} />
          <span aria-live="polite">{t('deposit.uploading', { percent })}</span>
        </div>
      ) : null}
    </div>
  );
}
