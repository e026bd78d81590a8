import { useTranslation } from 'react-i18next';
import { monthGrid, WEEKDAYS } from './calendar-grid';
import styles from './daily-bonus.module.css';

/** This period's month as a Monday-first calendar with the checked days and today marked. */
export function CheckInCalendar({ period, checkedDays, today }: { period: string; checkedDays: readonly string[]; today: string }) {
  const { t } = useTranslation();
  const [year, month] = period.split('-').map(Number) as [number, number];
  const title = t('dailyBonus.monthTitle', { year, month, name: t(`dailyBonus.monthNames.${month}`) });
  return (
    <table className={styles.calendar} data-testid="bonus-calendar" data-period={period}>
      <caption className={styles.calendarTitle}>
        <span className="visually-hidden">{t('dailyBonus.calendar')} </span>
        {title}
      </caption>
      <thead>
        <tr>
          {WEEKDAYS.map((d) => (
            <th key={d} scope="col">
              {t(`dailyBonus.weekdays.${d}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(period, checkedDays, today).map((week, w) => (
          <tr key={w}>
            {week.map((cell, d) =>
              cell.day ? (
                <td
                  key={cell.day}
                  className={`${styles.dayCell} ${cell.checked ? styles.checked : ''} ${cell.today ? styles.today : ''}`}
                  aria-current={cell.today ? 'date' : undefined}
                  data-day={cell.day}
                  data-checked={cell.checked || undefined}
                >
                  <span className={styles.date}>{cell.date}</span>
                  {cell.checked ? (
                    <span className={styles.tick} aria-hidden="true">
                      ✓
                    </span>
                  ) : null}
                  {cell.checked ? <span className="visually-hidden">{t('dailyBonus.checkedMark')}</span> : null}
                  {cell.today ? <span className="visually-hidden">{t('dailyBonus.todayMark')}</span> : null}
                </td>
              ) : (
                <td key={`blank-${w}-${d}`} className={styles.blank} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
