import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { eventKeys } from '../../../api/query-keys';
import { ErrorState, LoadingState } from '../../../components/load-state';
import { useMemberKey } from '../../../store/use-member-key';
import { ClientSeedForm } from './client-seed-form';
import styles from './events.module.css';
import { RotateSeed } from './rotate-seed';
import { useFairSeeds } from './use-fair-seeds';

/** Prefix of the member's fair-seeds query (api/query-keys.ts): invalidate it after every draw (the nonce moved). */
export const fairSeedsKey = eventKeys.fairSeeds;

/**
 * The member's provably fair state: the commitment of the current server seed, the client seed (with
 * a form to change it), the next nonce, and "Reveal and rotate". Visitors read that it shows after login.
 * `onRotated` lets the event refresh its history, whose rows become verifiable.
 */
export function FairnessPanel({ onRotated }: { onRotated?: () => void }) {
  const { t } = useTranslation();
  const member = useMemberKey() !== '';
  // On the Verify page itself the link would only reset its form.
  const onVerify = useLocation().pathname === '/Verify';
  return (
    <section className={styles.panel} aria-labelledby="fairness-title" data-testid="fairness-panel">
      <h2 id="fairness-title" className={styles.panelTitle}>
        {t('fair.title')}
      </h2>
      <p className={styles.panelText}>{t('fair.intro')}</p>
      {member ? <MemberSeeds onRotated={onRotated} /> : <p data-testid="fairness-login">{t('fair.loginFirst')}</p>}
      {onVerify ? null : (
        <Link className={styles.link} to="/Verify">
          {t('fair.verifyPage')}
        </Link>
      )}
    </section>
  );
}

function MemberSeeds({ onRotated }: { onRotated?: () => void }) {
  const { t } = useTranslation();
  const seeds = useFairSeeds();
  if (seeds.isPending) return <LoadingState minHeight={120} />;
  if (seeds.isError) return <ErrorState message={t('fair.loadFailed')} detail={seeds.error.message} onRetry={() => void seeds.refetch()} />;
  const { server_seed_hash, client_seed, nonce } = seeds.data;
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('fair.commitment')}</dt>
        <dd className={styles.hex} data-testid="fair-commitment">
          {server_seed_hash}
        </dd>
        <dt>{t('fair.clientSeed')}</dt>
        <dd className={styles.hex} data-testid="fair-client-seed">
          {client_seed}
        </dd>
        <dt>{t('fair.nextNonce')}</dt>
        <dd data-testid="fair-nonce">{nonce}</dd>
      </dl>
      <ClientSeedForm key={client_seed} current={client_seed} />
      <RotateSeed currentHash={server_seed_hash} onRotated={onRotated} />
    </>
  );
}
