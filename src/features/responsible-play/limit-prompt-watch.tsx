import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppStore } from '../../store/app-store';
import { LimitPromptDialog } from './limit-prompt-dialog';
import { usePlayStop } from './use-play-stop';
import { useLimits } from './use-responsible-play';

const DEPOSIT = '/Member/Deposit';

/**
 * Offers the deposit limits to a member the server has not yet seen answer (`prompted` false):
 * right after registering (once the register dialog has closed) and on the deposit page, until they
 * set a limit or choose "not now". Closing it only puts it off to the next visit of the deposit page.
 * `registered`: this login is a registration's (app/member-watch.tsx saw the register dialog open as
 * it landed; nothing is shared with the register dialog's code, which stays its own chunk).
 */
export function LimitPromptWatch({ registered: afterRegistration }: { registered: boolean }) {
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const accountDialogOpen = useAppStore((s) => s.authDialog !== null);
  const [registered, setRegistered] = useState(afterRegistration);
  const [closedAt, setClosedAt] = useState<string | null>(null);
  // A visit is its path and its history key: a page reached by the address bar or Back has the key
  // 'default' like the first page loaded, so the key alone would take the deposit page for the page
  // where the prompt was closed.
  const visit = `${pathname}#${key}`;
  const wanted = !accountDialogOpen && (registered || pathname === DEPOSIT) && closedAt !== visit;
  const limits = useLimits(wanted);
  // A stopped member cannot deposit: no limit prompt before a deposit they cannot make.
  const stopped = usePlayStop() !== null;
  if (!wanted || stopped || !limits.data || limits.data.prompted) return null;

  const close = () => {
    setRegistered(false);
    setClosedAt(visit);
  };
  return (
    <LimitPromptDialog
      onClose={close}
      onSet={() => {
        close();
        navigate('/Member/ResponsiblePlay');
      }}
    />
  );
}
