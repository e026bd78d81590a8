import { useTranslation } from 'react-i18next';
import type { EventPrize } from '../../../../domain/contracts/replies/events';
import { chancePercents, weightTotal } from './chance';
import styles from './events.module.css';
import { useEventText } from './use-event-text';

/** The published odds of an event: each prize's label, amount, integer weight and chance (weight / total). */
export function OddsTable({ prizes, caption }: { prizes: EventPrize[]; caption: string }) {
  const { t } = useTranslation();
  const text = useEventText();
  const weights = prizes.map((p) => p.weight);
  const chances = chancePercents(weights);
  return (
    <table className={styles.table} data-testid="odds-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('events.prize')}</th>
          <th scope="col" className={styles.num}>
            {t('events.amount')}
          </th>
          <th scope="col" className={styles.num}>
            {t('events.weight')}
          </th>
          <th scope="col" className={styles.num}>
            {t('events.chance')}
          </th>
        </tr>
      </thead>
      <tbody>
        {prizes.map((prize, i) => (
          <tr key={prize.id}>
            <th scope="row">{text(prize.label)}</th>
            <td className={styles.num}>{prize.money}</td>
            <td className={styles.num}>{prize.weight}</td>
            <td className={styles.num}>{chances[i]}%</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('events.totalWeight')}</th>
          <td />
          <td className={styles.num}>{weightTotal(weights)}</td>
          <td className={styles.num}>100.00%</td>
        </tr>
      </tfoot>
    </table>
  );
}
