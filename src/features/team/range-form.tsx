import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { teamRangeSchema, type TeamRangeValues } from '../../../domain/contracts/team';
import { presetOf, presetRange, rangePresets, type RangePreset } from './date-presets';
import styles from './team.module.css';

const presetLabel: Record<RangePreset, string> = { today: 'team.presetToday', last7: 'team.preset7', last30: 'team.preset30' };

/** Two dates and the presets today / 7 days / 30 days; a valid range (checked by the shared rules) is applied, a refused one reported (onInvalid) so the page can hide the last range's rows. */
export function RangeForm({ today, range, onApply, onInvalid }: { today: string; range: TeamRangeValues; onApply(range: TeamRangeValues): void; onInvalid?(): void }) {
  const { t } = useTranslation();
  const schema = useMemo(() => teamRangeSchema(today), [today]);
  const { register, handleSubmit, formState, reset } = useForm<TeamRangeValues>({ resolver: zodResolver(schema), values: range });
  const active = presetOf(range, today);
  const error = formState.errors.end_date?.message ?? formState.errors.start_date?.message;

  const choose = (preset: RangePreset) => {
    const next = presetRange(preset, today);
    reset(next);
    onApply(next);
  };

  return (
    <>
      <form className={styles.toolbar} onSubmit={handleSubmit(onApply, () => onInvalid?.())} noValidate aria-label={t('team.rangeLabel')} data-testid="team-range">
        <label className={styles.field}>
          <span>{t('team.from')}</span>
          <input type="date" className={styles.input} max={today} aria-invalid={formState.errors.start_date ? true : undefined} data-testid="range-start" {...register('start_date')} />
        </label>
        <label className={styles.field}>
          <span>{t('team.to')}</span>
          <input type="date" className={styles.input} max={today} aria-invalid={formState.errors.end_date ? true : undefined} data-testid="range-end" {...register('end_date')} />
        </label>
        <button type="submit" className={styles.primary} data-testid="range-apply">
          {t('team.apply')}
        </button>
        <div className={styles.presets} role="group" aria-label={t('team.presets')}>
          {rangePresets.map((preset) => (
            <button key={preset} type="button" className={styles.mini} aria-pressed={active === preset} onClick={() => choose(preset)} data-testid={`preset-${preset}`}>
              {t(presetLabel[preset])}
            </button>
          ))}
        </div>
      </form>
      {error ? (
        <p className={styles.error} role="alert" data-testid="range-error">
          {t(error.startsWith('validation.') ? error : 'validation.invalid')}
        </p>
      ) : (
        <p className={styles.hint}>{t('team.rangeHint')}</p>
      )}
    </>
  );
}
