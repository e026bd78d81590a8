import { useTranslation } from 'react-i18next';
import { fetchMe } from '../../api/auth';
import { languages, type Lang } from '../../../domain/contracts/lang';
import { switchTexts } from '../../i18n/i18n';
import { appStore, useAppStore } from '../../store/app-store';
import styles from './header.module.css';

/**
 * Switches the lobby to `lang` in place (docs/product.md §1), without a reload: the page, its scroll and
 * what was typed stay. The texts change first; then the stored `lang` (localStorage), whose change
 * re-reads every shown list keyed by it (their old-language rows stay until the new ones are in:
 * app/keep-across-language.ts), and the member's info, whose level name is in the language.
 */
export async function chooseLanguage(lang: Lang): Promise<void> {
  if (appStore.getState().lang === lang) return;
  try {
    await switchTexts(lang);
  } catch (error) {
    console.error(`texts of ${lang} failed to load`, error);
    return;
  }
  appStore.getState().setLang(lang);
  if (appStore.getState().islogin) {
    fetchMe()
      .then((user) => appStore.getState().setUserInfo(user))
      .catch(() => undefined);
  }
}

/** Language menu of the header. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const current = useAppStore((s) => s.lang);
  return (
    <label className={styles.lang}>
      <span className="visually-hidden">{t('nav.language')}</span>
      {/* A name, as every form field should have (Chromium's Issues panel and autofill expect an id or name). */}
      <select
        name="lang"
        aria-label={t('nav.language')}
        value={current}
        onChange={(e) => void chooseLanguage(e.target.value as Lang)}
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
