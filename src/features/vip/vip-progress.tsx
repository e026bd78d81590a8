import { useTranslation } from 'react-i18next';
import type { VipLevel, VipProgress } from '../../../domain/contracts/replies/vip';
import { depositRoomCents } from '../responsible-play/deposit-room';
import { useLimits } from '../responsible-play/use-responsible-play';
import { groupThousands, progressPercent } from './vip-math';
import styles from './vip.module.css';

/** The member's level and a bar of their deposits towards the next level's threshold, or word that the top is reached. */
export function VipProgressCard({ progress, levels }: { progress: VipProgress; levels: readonly VipLevel[] }) {
  const { t } = useTranslation();
  const nameOf = (level: number | null) => levels.find((l) => l.level === level)?.name ?? t('memberMenu.level', { level });
  const { next_level: next, next_min_deposit: target, needed } = progress;
  // A member at their own deposit limit is not urged to deposit: the limit is theirs to keep.
  const limits = useLimits();
  const atOwnLimit = limits.data ? depositRoomCents(limits.data) === 0 : false;
  return (
    <section className={styles.progress} aria-labelledby="vip-progress-title" data-testid="vip-progress">
      <h2 id="vip-progress-title" className={styles.current}>
        {t('vip.current', { name: nameOf(progress.level) })}
      </h2>
      <p className={styles.deposited}>{t('vip.deposited', { amount: groupThousands(progress.deposited) })}</p>
      {next === null || target === null || needed === null ? (
        <p className={styles.top} data-testid="vip-top">
          {t('vip.top')}
        </p>
      ) : (
        <ProgressBar deposited={progress.deposited} target={target} nextName={nameOf(next)} needed={needed} atOwnLimit={atOwnLimit} />
      )}
    </section>
  );
}

function ProgressBar({ deposited, target, nextName, needed, atOwnLimit }: { deposited: string; target: string; nextName: string; needed: string; atOwnLimit: boolean }) {
  const { t } = useTranslation();
  const percent = progressPercent(deposited, target);
  const reached = needed === '0.00';
  return (
    <>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t('vip.progressLabel', { name: nextName })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('vip.progressText', { deposited: groupThousands(deposited), target: groupThousands(target), percent })}
        data-testid="vip-progressbar"
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.scale} aria-hidden="true">
        <span>{t('vip.progressText', { deposited: groupThousands(deposited), target: groupThousands(target), percent })}</span>
      </p>
      <p className={styles.needed} data-testid="vip-needed">
        {reached ? t('vip.reached', { name: nextName }) : atOwnLimit ? t('vip.atOwnLimit', { name: nextName }) : t('vip.needed', { amount: groupThousands(needed), name: nextName })}
      </p>
    </>
  );
}
