import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { parseLicences } from '../../../domain/contracts/config';
import { useAppStore } from '../../store/app-store';
import styles from './about.module.css';

/**
 * The licences page's numbers, from the same `site_licences` setting as the footer's badges; the
 * badge a reader came from (`?licence=`) is marked and scrolled into view.
 */
export function LicenceNumbers() {
  const { t } = useTranslation();
  const licences = parseLicences(useAppStore((s) => s.config?.site_licences));
  const chosen = useSearchParams()[0].get('licence');
  const chosenRow = useRef<HTMLLIElement>(null);
  useEffect(() => chosenRow.current?.scrollIntoView({ block: 'center' }), [chosen]);
  if (licences.length === 0) return null;
  return (
    <section className={styles.licences} aria-labelledby="licence-numbers">
      <h3 id="licence-numbers">{t('about.licenceNumbers')}</h3>
      <ul>
        {licences.map(({ name, number }) => (
          <li
            key={name}
            ref={name === chosen ? chosenRow : undefined}
            className={name === chosen ? styles.licenceOn : styles.licence}
            aria-current={name === chosen ? 'true' : undefined}
            data-testid={`licence-${name}`}
          >
            <strong>{name}</strong>
            <span>{number}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
