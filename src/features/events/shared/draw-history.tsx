import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FairHistoryRow } from '../../../../domain/contracts/replies/events';
import { formatDayTime } from '../../../lib/date-format';
import styles from './events.module.css';
import { useEventText } from './use-event-text';
import { verifyHref, type DrawEvent } from './verify-link';

/**
 * Past draws with prize, amount, time and nonce; each links to /Verify once its seed is revealed,
 * naming `event` so that the page can name the prize and lead back here.
 */
export function DrawHistory({ rows, caption, event }: { rows: FairHistoryRow[]; caption: string; event?: DrawEvent }) {
  const { t } = useTranslation();
  const text = useEventText();
  return (
    <table className={styles.table} data-testid="draw-history">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('events.prize')}</th>
          <th scope="col" className={styles.num}>
            {t('events.amount')}
          </th>
          <th scope="col">{t('events.time')}</th>
          <th scope="col" className={styles.num}>
            {t('events.nonce')}
          </th>
          <th scope="col">{t('events.verify')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={5} className={styles.pending}>
              {t('events.noDraws')}
            </td>
          </tr>
        ) : (
          rows.map((row) => <HistoryRow key={row.id} row={row} label={text(row.label)} event={event} />)
        )}
      </tbody>
    </table>
  );
}

function HistoryRow({ row, label, event }: { row: FairHistoryRow; label: string; event: DrawEvent | undefined }) {
  const { t } = useTranslation();
  const href = verifyHref(row, event);
  return (
    <tr data-testid="draw-row">
      <td>{label}</td>
      <td className={styles.num}>{row.money}</td>
      <td>{formatDayTime(row.created_at)}</td>
      <td className={styles.num}>{row.fair.nonce}</td>
      <td>
        {href ? (
          <Link className={styles.link} to={href} aria-label={t('events.verifyDraw', { nonce: row.fair.nonce })}>
            {t('events.verify')}
          </Link>
        ) : (
          <span className={styles.pending}>{t('events.notRevealed')}</span>
        )}
      </td>
    </tr>
  );
}
