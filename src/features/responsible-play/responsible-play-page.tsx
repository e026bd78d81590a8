import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../components/load-state';
import memberStyles from '../../components/member-page.module.css';
import { LIMIT_FIELDS } from '../../../domain/contracts/responsible-play-types';
import { HelpLinks } from './help-links';
import { LimitCard } from './limit-card';
import { PlayStopSection } from './play-stop-section';
import { RealityCheckSetting } from './reality-check-setting';
import { useLimits } from './use-responsible-play';
import styles from './responsible-play.module.css';

/**
 * /Member/ResponsiblePlay (docs/product.md §10.1, beyond the spec): the three deposit limits with what each
 * period used and what waits to change, the reality-check interval, a time-out, self-exclusion and
 * where to find help.
 */
export default function ResponsiblePlayPage() {
  const { t } = useTranslation();
  const limits = useLimits();
  let body;
  if (limits.isPending) body = <LoadingState />;
  else if (limits.isError) body = <ErrorState message={t('responsible.loadFailed')} detail={limits.error.message} onRetry={() => void limits.refetch()} />;
  else {
    const data = limits.data;
    const none = LIMIT_FIELDS.every((field) => data[field] === null);
    body = (
      <>
        <section className={styles.section} aria-labelledby="rp-limits">
          <h2 id="rp-limits" className={styles.sectionTitle}>
            {t('responsible.limitsTitle')}
          </h2>
          <p className={styles.rule}>{t('responsible.limitsRule')}</p>
          {none ? (
            <p className={styles.empty} data-testid="limits-empty">
              {t('responsible.noLimits')}
            </p>
          ) : null}
          <ul className={styles.limits}>
            {LIMIT_FIELDS.map((field) => (
              <LimitCard key={field} field={field} limit={data[field]} used={data.used[field]} pending={data.pending.find((p) => p.field === field)} />
            ))}
          </ul>
        </section>
        <RealityCheckSetting minutes={data.reality_check_minutes} />
        <div className={styles.stops}>
          <PlayStopSection kind="time_out" />
          <PlayStopSection kind="self_exclusion" />
        </div>
      </>
    );
  }
  return (
    <main className={memberStyles.page} data-testid="page">
      <h1 className={memberStyles.title}>{t('member.ResponsiblePlay')}</h1>
      <p className={styles.intro}>{t('responsible.intro')}</p>
      {body}
      <HelpLinks />
    </main>
  );
}
