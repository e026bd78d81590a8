import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dialog } from '../../components/dialog';
import { ErrorState, LoadingState } from '../../components/load-state';
import { SafeHtml } from '../../components/safe-html';
import type { ActItem, ActivityItem } from '../../../domain/contracts/replies/promotions';
import { mediaUrlOrNull } from '../../lib/safe-url';
import { PhaseChip, periodText } from './activity-meta';
import { ActivityAction } from './activity-action';
import { ApplyButton } from './apply-button';
import { useActivity } from './use-promotions';
import styles from './promotions.module.css';

export interface ActivityDialogProps {
  item: ActivityItem | null;
  act?: ActItem;
  onClose(): void;
  /** The button that opened the dialog; focus returns there. */
  returnFocus?: () => HTMLElement | null | undefined;
}

/** A promotion's details over /Promotion: its art, run, sanitised rules and what it ends in (the apply button, a deposit or page link). */
export function ActivityDialog({ item, act, onClose, returnFocus }: ActivityDialogProps) {
  const { t } = useTranslation();
  const detail = useActivity(item?.id ?? null);
  const image = item ? mediaUrlOrNull(item.image_url) : null;
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()} title={item?.title ?? ''} width={760} returnFocus={returnFocus}>
      {item ? (
        <div className={styles.dialogFrame} data-testid="activity-dialog">
          {/* Only the details scroll: the apply button stays in sight however long the rules are. */}
          <div className={styles.dialogBody}>
            {image ? <img className={styles.dialogArt} src={image} alt="" width={600} height={240} /> : null}
            <div className={styles.meta}>
              <PhaseChip item={item} />
              <span className={styles.period}>{periodText(t, item)}</span>
            </div>
            {detail.isPending ? (
              <LoadingState minHeight={160} />
            ) : detail.isError ? (
              <ErrorState message={t('promotions.detailFailed')} detail={detail.error.message} onRetry={() => void detail.refetch()} />
            ) : (
              <>
                <SafeHtml html={detail.data.content} className={styles.rules} data-testid="activity-content" />
                {detail.data.kind === 'apply' ? null : <ActivityAction activity={detail.data} />}
              </>
            )}
          </div>
          <div className={styles.dialogActions}>
            {act ? <ApplyButton act={act} large /> : null}
            <Link className={styles.pageLink} to={`/activity/${item.id}`}>
              {t('promotions.openPage')}
            </Link>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
