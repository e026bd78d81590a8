import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { responsiblePlayKeys } from '../../api/query-keys';
import { fetchRealitySession } from '../../api/responsible-play';
import dialogStyles from '../../components/confirm-dialog.module.css';
import { LoadingState } from '../../components/load-state';
import { toCentsOrNull } from '../../../domain/money/money';
import { groupThousands } from '../../../domain/money/money-text';
import { useMemberKey } from '../../store/use-member-key';
import { loggedInFor } from './reality-timer';
import styles from './responsible-play.module.css';

export interface RealityCheckDialogProps {
  startedAt: number;
  /** The check moment this dialog is for (ms): its time logged in, and its figures read once. */
  moment: number;
  onContinue(): void;
  onLogout(): void;
}

/** "You have been logged in for …": this session's bets, wins, deposits and net result, then continue or log out. */
export function RealityCheckDialog({ startedAt, moment, onContinue, onLogout }: RealityCheckDialogProps) {
  const { t } = useTranslation();
  const member = useMemberKey();
  // The figures as they are at this check, read once for it.
  const figures = useQuery({ queryKey: responsiblePlayKeys.realityFigures(member, moment), queryFn: fetchRealitySession, staleTime: Infinity });
  const { hours, minutes } = loggedInFor(startedAt, moment);
  const time = hours > 0 ? t('responsible.hoursMinutes', { hours, minutes }) : t('responsible.minutesOnly', { minutes });
  const net = figures.data ? (toCentsOrNull(figures.data.net) ?? 0) : 0;
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onContinue()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={dialogStyles.content} style={{ width: 440 }} data-testid="reality-check">
          <AlertDialog.Title className={dialogStyles.title}>{t('responsible.realityDialogTitle')}</AlertDialog.Title>
          <AlertDialog.Description className={dialogStyles.text}>{t('responsible.loggedIn', { time })}</AlertDialog.Description>
          {figures.data ? (
            <dl className={styles.figures} aria-label={t('responsible.sessionTitle')}>
              {(['bets', 'wins', 'deposits'] as const).map((name) => (
                <div key={name}>
                  <dt>{t(`responsible.${name}`)}</dt>
                  <dd data-testid={`reality-${name}`}>{groupThousands(figures.data[name])}</dd>
                </div>
              ))}
              <div>
                <dt>{t('responsible.net')}</dt>
                <dd className={net < 0 ? styles.loss : net > 0 ? styles.gain : undefined} data-testid="reality-net">
                  {groupThousands(figures.data.net)}
                </dd>
              </div>
            </dl>
          ) : figures.isError ? (
            <p className={styles.rule}>{figures.error.message}</p>
          ) : (
            <LoadingState minHeight={80} />
          )}
          <div className={dialogStyles.actions}>
            <button type="button" className={dialogStyles.cancel} onClick={onLogout}>
              {t('responsible.logout')}
            </button>
            <button type="button" className={dialogStyles.confirm} onClick={onContinue}>
              {t('responsible.continue')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
