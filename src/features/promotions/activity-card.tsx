import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActItem, ActivityItem } from '../../../domain/contracts/replies/promotions';
import { mediaUrlOrNull } from '../../lib/safe-url';
import { PhaseChip, periodText } from './activity-meta';
import { ApplyButton } from './apply-button';
import styles from './promotions.module.css';

const approvalText = { auto: 'promotions.approval.auto', review: 'promotions.approval.review' } as const;

export interface ActivityCardProps {
  item: ActivityItem;
  /** The act of this activity when members can apply for it; the card then spans the row. */
  act?: ActItem;
  /** Opens the details; `trigger` is where focus goes back when they close. */
  onDetails(item: ActivityItem, trigger: HTMLElement | null): void;
}

/** One promotion: art, phase, period, title, a details button and, for an act, the apply button. */
export function ActivityCard({ item, act, onDetails }: ActivityCardProps) {
  const { t } = useTranslation();
  const image = mediaUrlOrNull(item.image_url);
  const detailsButton = useRef<HTMLButtonElement>(null);
  const open = () => onDetails(item, detailsButton.current);
  return (
    <li className={act ? styles.featured : styles.card} data-testid="activity-card" data-id={item.id}>
      {/* The art opens the details for pointer users; keyboard and screen readers use the button below. */}
      <button type="button" className={styles.media} onClick={open} tabIndex={-1} aria-hidden="true">
        {image ? <img src={image} alt="" width={600} height={240} decoding="async" /> : null}
      </button>
      <div className={styles.body}>
        <div className={styles.meta}>
          <PhaseChip item={item} />
          <span className={styles.period}>{periodText(t, item)}</span>
        </div>
        <h3 className={styles.cardTitle}>{item.title}</h3>
        {act ? (
          <ul className={styles.facts}>
            <li>
              {t('promotions.bonus')} <strong className={styles.money}>{act.bonus}</strong>
            </li>
            <li>{t(approvalText[act.approval])}</li>
            <li>{t('promotions.oncePerMember')}</li>
          </ul>
        ) : null}
        <div className={styles.actions}>
          <button ref={detailsButton} type="button" className={styles.details} onClick={open} aria-label={t('promotions.detailsOf', { title: item.title })}>
            {t('promotions.details')}
          </button>
          {act ? <ApplyButton act={act} /> : null}
        </div>
      </div>
    </li>
  );
}
