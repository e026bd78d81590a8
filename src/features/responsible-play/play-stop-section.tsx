import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import formStyles from '../../components/form.module.css';
import { TextField } from '../../components/text-field';
import { selfExcludeSchema, SELF_EXCLUDE_MONTHS, timeOutSchema, TIME_OUT_DAYS } from '../../../domain/contracts/responsible-play';
import { PlayStopConfirm } from './play-stop-confirm';
import { stopEnd, type StopKind } from './stop-end';
import styles from './responsible-play.module.css';

const lengthSchemas = {
  time_out: z.object({ length: timeOutSchema.shape.days }),
  self_exclusion: z.object({ length: selfExcludeSchema.shape.months }),
};
type LengthSchema = (typeof lengthSchemas)[StopKind];
const texts = {
  time_out: { title: 'responsible.timeOutTitle', text: 'responsible.timeOutText', label: 'responsible.timeOutDays', button: 'responsible.timeOutButton' },
  self_exclusion: { title: 'responsible.excludeTitle', text: 'responsible.excludeText', label: 'responsible.excludeMonths', button: 'responsible.excludeButton' },
} as const;

interface Asked {
  length: number;
  until: Date;
}

/** A time-out (days) or a self-exclusion (months): the length, checked by the shared rule, then the confirmation. */
export function PlayStopSection({ kind }: { kind: StopKind }) {
  const { t } = useTranslation();
  const id = useId();
  const text = texts[kind];
  const bounds = kind === 'time_out' ? TIME_OUT_DAYS : SELF_EXCLUDE_MONTHS;
  const [asked, setAsked] = useState<Asked | null>(null);
  const { register, handleSubmit, formState } = useForm<z.input<LengthSchema>, unknown, z.output<LengthSchema>>({
    resolver: zodResolver(lengthSchemas[kind]),
    defaultValues: { length: String(bounds.min) },
  });
  const ask = ({ length }: { length: number }) => {
    const until = stopEnd(kind, length, new Date());
    if (until) setAsked({ length, until });
  };
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={`stop-${kind}`}>
      <h2 id={id} className={styles.sectionTitle}>
        {t(text.title)}
      </h2>
      <p className={styles.rule}>{t(text.text)}</p>
      <form className={styles.inline} onSubmit={handleSubmit(ask)} noValidate>
        <TextField
          label={t(text.label)}
          type="number"
          inputMode="numeric"
          min={bounds.min}
          max={bounds.max}
          step={1}
          errorKey={formState.errors.length?.message}
          {...register('length')}
        />
        <button type="submit" className={formStyles.secondary}>
          {t(text.button)}
        </button>
      </form>
      {asked ? <PlayStopConfirm kind={kind} length={asked.length} until={asked.until} onCancel={() => setAsked(null)} /> : null}
    </section>
  );
}
