import { use } from 'react';
import { loadLaterTexts } from '../../i18n/i18n';
import { LimitPromptWatch } from './limit-prompt-watch';
import { RealityCheckWatch } from './reality-check-watch';
import { StopBanner } from './stop-banner';

/**
 * What responsible play shows over any page while a member is logged in: the reality check, the
 * limit prompt and, while a time-out or self-exclusion runs, the withdraw-only banner. A lazy chunk of its own (app/member-watch.tsx), none of it in the first screen; it
 * waits for the texts beyond the first screen's (one promise for the whole page), so it never shows a key.
 */
export default function ResponsiblePlayHost({ registered }: { registered: boolean }) {
  use(loadLaterTexts());
  return (
    <>
      <StopBanner />
      <RealityCheckWatch />
      <LimitPromptWatch registered={registered} />
    </>
  );
}
