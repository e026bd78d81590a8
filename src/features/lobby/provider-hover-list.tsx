import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useClickGuard } from '../../components/use-click-guard';
import { useProviders } from '../../components/use-providers';
import type { GameProvider } from '../../../domain/contracts/replies/games';
import { categoryRoutes, providersOf } from './lobby-routes';
import { openProvider } from './open-provider';
import styles from './lobby.module.css';

/** The hover list of one header category (docs/product.md §2): provider logos and titles. */
export function ProviderHoverList({ gameType, categoryPath }: { gameType: number; categoryPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useProviders(gameType);
  const open = useClickGuard((provider: GameProvider) => openProvider(provider, categoryPath, navigate));

  if (isPending) return <p className={styles.hoverNote}>{t('common.loading')}</p>;
  if (isError)
    return (
      <button type="button" className={styles.hoverNote} onClick={() => void refetch()}>
        {t('error.retry')}
      </button>
    );
  const route = categoryRoutes[categoryPath];
  const listed = route ? providersOf(route, data) : data;
  if (listed.length === 0) return <p className={styles.hoverNote}>{t('nav.noProviders')}</p>;
  return (
    <ul className={styles.hoverGrid} data-testid={`providers-${gameType}`}>
      {listed.map((provider) => (
        <li key={provider.id}>
          <button type="button" className={styles.hoverProvider} onClick={() => open(provider)} title={provider.title}>
            <img src={provider.logo_url || undefined} alt="" width={120} height={48} loading="lazy" />
            <span>{provider.title}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
