import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import formStyles from '../../../components/form.module.css';
import { eventErrorText } from './event-error';
import styles from './events.module.css';
import { useRotateSeed } from './use-fair-seeds';
import { verifyPageHref } from './verify-link';

interface Revealed {
  seed: string;
  /** The commitment the seed had, so the Verify page can check it. */
  hash: string;
}

/** "Reveal and rotate" behind a confirmation; then the revealed seed and a link to verify with it. */
export function RotateSeed({ currentHash, onRotated }: { currentHash: string; onRotated?: () => void }) {
  const { t } = useTranslation();
  const rotate = useRotateSeed();
  const [asking, setAsking] = useState(false);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const confirm = () =>
    rotate.mutate(undefined, {
      onSuccess: (reply) => {
        setRevealed({ seed: reply.revealed_server_seed, hash: currentHash });
        onRotated?.();
      },
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <button type="button" className={styles.rotate} onClick={() => setAsking(true)} disabled={rotate.isPending}>
        {t('fair.rotate')}
      </button>
      {rotate.error ? (
        <p className={formStyles.error} role="alert">
          {eventErrorText(t, rotate.error)}
        </p>
      ) : null}
      {revealed ? (
        <div className={styles.revealed} data-testid="revealed-seed">
          <span>{t('fair.revealed')}</span>
          <code className={styles.hex}>{revealed.seed}</code>
          <span>{t('fair.revealedHash')}</span>
          <code className={styles.hex}>{revealed.hash}</code>
          <Link className={styles.link} to={verifyPageHref({ seed: revealed.seed, hash: revealed.hash })}>
            {t('fair.verifyRevealed')}
          </Link>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t('fair.rotateTitle')}
        text={t('fair.rotateText')}
        confirmLabel={t('fair.rotateConfirm')}
        busy={rotate.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
