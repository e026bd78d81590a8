import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import formStyles from '../../components/form.module.css';
import { REALITY_CHECK_CHOICES, type RealityCheckMinutes } from '../../../domain/contracts/responsible-play-types';
import { useSetRealityCheck } from './use-responsible-play';
import styles from './responsible-play.module.css';

/** The reality-check interval: off, 30, 60 or 90 minutes, saved as soon as it is chosen. */
export function RealityCheckSetting({ minutes }: { minutes: RealityCheckMinutes }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSetRealityCheck();
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('responsible.realityTitle')}
      </h2>
      <p className={styles.rule}>{t('responsible.realityText')}</p>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={id}>
          {t('responsible.realityLabel')}
        </label>
        <select
          id={id}
          className={`${formStyles.select} ${styles.selectWide}`}
          value={minutes}
          disabled={save.isPending}
          onChange={(event) =>
            save.mutate({ minutes: Number(event.target.value) as RealityCheckMinutes }, { onSuccess: (reply) => toast.success(reply.message) })
          }
        >
          {REALITY_CHECK_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice === 0 ? t('responsible.realityOff') : t('responsible.realityMinutes', { minutes: choice })}
            </option>
          ))}
        </select>
        {save.error ? (
          <p className={formStyles.error} role="alert">
            {save.error.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}
