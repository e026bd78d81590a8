import { useTranslation } from 'react-i18next';
import { languages, type Lang } from '../../contracts/lang';
import { writeStored } from '../../lib/storage-keys';
import { useAppStore } from '../../store/app-store';
import styles from './header.module.css';

/** Stores the chosen language in localStorage `lang` and reloads the page (spec point 1). */
export function chooseLanguage(lang: Lang, reload: () => void = () => window.location.reload()) {
  writeStored('lang', lang);
  reload();
}

/** Language menu of the header. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const current = useAppStore((s) => s.lang);
  return (
    <label className={styles.lang}>
      <span className="visually-hidden">{t('nav.language')}</span>
      <select
        aria-label={t('nav.language')}
        value={current}
        onChange={(e) => chooseLanguage(e.target.value as Lang)}
        className={styles.langSelect}
      >
        {languages.map((lang) => (
          <option key={lang} value={lang}>
            {t(`lang.${lang}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
