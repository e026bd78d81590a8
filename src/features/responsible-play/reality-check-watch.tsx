import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { logout } from '../../api/auth';
import { continueRealityCheck } from '../../api/responsible-play';
import { appStore } from '../../store/app-store';
import { RealityCheckDialog } from './reality-check-dialog';
import { followRealityChannel, type RealityChannel } from './reality-channel';
import { nextCheckAt } from './reality-timer';
import { useRealitySession } from './use-responsible-play';

/**
 * The reality check (docs/product.md §10.1): with an interval set, a dialog at every interval since this login's
 * start (the server's `started_at`, so all tabs of the session agree on the moments). "Continue" in
 * one tab closes it in the others, an interval changed in one is read again by all; "Log out" logs
 * out, and the other tabs follow the cleared login.
 */
export function RealityCheckWatch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useRealitySession();
  const { refetch } = session;
  const minutes = session.data?.minutes ?? 0;
  const startedAt = session.data ? Date.parse(session.data.started_at) : Number.NaN;
  const [moment, setMoment] = useState<number | null>(null);
  const channel = useRef<RealityChannel | null>(null);

  useEffect(() => {
    const followed = followRealityChannel(
      (continued) => setMoment((shown) => (shown !== null && shown <= continued ? null : shown)),
      () => void refetch(),
    );
    channel.current = followed;
    return followed.close;
  }, [refetch]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const plan = (from: number) => {
      const next = nextCheckAt(startedAt, minutes, from);
      if (next === null) return;
      timer = setTimeout(() => {
        setMoment(next);
        plan(Math.max(Date.now(), next));
      }, next - Date.now());
    };
    plan(Date.now());
    return () => clearTimeout(timer);
  }, [startedAt, minutes]);

  if (moment === null || minutes === 0) return null;
  const carryOn = () => {
    setMoment(null);
    // The other tabs (game windows included) hear it once the server knows: a game window then reads
    // its state again and finds its bets open. Told even when the request failed, so the lobby's tabs
    // close their dialogs; a game window still refusing shows its own dialog again.
    void continueRealityCheck()
      .catch(() => undefined)
      .finally(() => channel.current?.announceContinue(moment));
  };
  const leave = () => {
    setMoment(null);
    // As the header's logout: the login is forgotten here whatever the server said.
    void logout()
      .catch(() => undefined)
      .finally(() => {
        appStore.getState().clearSession();
        toast.success(t('auth.logoutDone'));
        navigate('/');
      });
  };
  return <RealityCheckDialog startedAt={startedAt} moment={moment} onContinue={carryOn} onLogout={leave} />;
}
