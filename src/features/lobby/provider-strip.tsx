import { useTranslation } from 'react-i18next';
import type { GameProvider } from '../../../domain/contracts/replies/games';
import styles from './lobby.module.css';

/** The providers of a category as cards; the selected one (with a game list) is marked. A logo left empty keeps its blank box. */
export function ProviderStrip({ providers, selected, onOpen }: { providers: GameProvider[]; selected: string | null; onOpen(provider: GameProvider): void }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.providers} aria-label={t('nav.providers')}>
      {providers.map((provider) => (
        <li key={provider.id}>
          <button
            type="button"
            className={provider.api_name === selected ? styles.providerOn : styles.provider}
            aria-current={provider.api_name === selected ? 'true' : undefined}
            onClick={() => onOpen(provider)}
          >
            <img src={provider.logo_url || undefined} alt="" width={150} height={60} />
            <span className={styles.providerTitle}>{provider.title}</span>
            <span className={styles.providerMeta}>
              {provider.gamelist_count > 0 ? t('lobby.gameCount', { n: provider.gamelist_count }) : t('lobby.enterLobby')}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
