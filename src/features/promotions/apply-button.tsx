import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog } from '../../components/dialog';
import { requireMember } from '../../components/require-member';
import { useClickGuard } from '../../components/use-click-guard';
import type { ActApplyReply, ActItem } from '../../../domain/contracts/replies/promotions';
import { formatDayTime } from '../../lib/date-format';
import { useStopClosedText } from '../responsible-play/stop-closed-note';
import { usePlayStop } from '../responsible-play/use-play-stop';
import { StatusChip } from './activity-meta';
import { useApplyAct, useApplyResults } from './use-promotions';
import styles from './promotions.module.css';

/**
 * Apply button of an act (docs/product.md §2, /Promotion): visitors get 'Please login to operate',
 * members apply (`/act/apply/{id}`) and see the result; once applied it shows the status instead.
 */
export function ApplyButton({ act, large = false }: { act: ActItem; large?: boolean }) {
  const { t } = useTranslation();
  const results = useApplyResults();
  const apply = useApplyAct();
  const [reply, setReply] = useState<ActApplyReply | null>(null);
  const mine = results.data?.find((a) => a.act_id === act.id);
  const stop = usePlayStop();
  const stopText = useStopClosedText();

  const onApply = useClickGuard(() => {
    if (!requireMember()) return;
    apply.mutate(act.id, {
      // The result dialog says how it went; a toast would only repeat it.
      onSuccess: (answer) => setReply(answer),
      onError: (error) => toast.error(error.message),
    });
  });

  const buttonClass = large ? styles.applyLarge : styles.apply;
  let button;
  if (mine) {
    button = (
      <span className={styles.appliedBox}>
        <button type="button" className={buttonClass} disabled>
          {t('promotions.applied')}
        </button>
        <StatusChip status={mine.status} />
      </span>
    );
  } else if (!act.open) {
    button = (
      <button type="button" className={buttonClass} disabled>
        {t('promotions.closed')}
      </button>
    );
  } else if (stop) {
    // No application during a stop: the button says why on hover and to a screen reader, the banner on every page.
    button = (
      <button type="button" className={buttonClass} disabled title={stopText(stop)} aria-description={stopText(stop)} data-testid="apply-stopped">
        {t('promotions.applyNow')}
      </button>
    );
  } else {
    button = (
      <button type="button" className={buttonClass} onClick={() => onApply()} disabled={apply.isPending} aria-busy={apply.isPending}>
        {apply.isPending ? t('promotions.applying') : t('promotions.applyNow')}
      </button>
    );
  }

  return (
    <>
      {button}
      <Dialog open={reply !== null} onOpenChange={(open) => !open && setReply(null)} title={t('promotions.resultTitle')} width={460}>
        {reply ? (
          <div className={styles.result} data-testid="apply-result">
            <p className={styles.resultMessage}>{reply.message}</p>
            <dl className={styles.resultFacts}>
              <dt>{t('promotions.promotion')}</dt>
              <dd>{reply.application.title}</dd>
              <dt>{t('promotions.state')}</dt>
              <dd>
                <StatusChip status={reply.application.status} />
              </dd>
              <dt>{t('promotions.bonus')}</dt>
              <dd className={styles.money}>{reply.application.bonus}</dd>
              <dt>{t('promotions.appliedAt')}</dt>
              <dd>{formatDayTime(reply.application.created_at)}</dd>
              <dt>{t('promotions.balance')}</dt>
              <dd className={styles.money}>{reply.money}</dd>
            </dl>
            <button type="button" className={styles.applyLarge} onClick={() => setReply(null)}>
              {t('promotions.done')}
            </button>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
