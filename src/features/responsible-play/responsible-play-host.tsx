import { LimitPromptWatch } from './limit-prompt-watch';
import { RealityCheckWatch } from './reality-check-watch';

/**
 * What responsible play shows over any page while a member is logged in: the reality check and the
 * limit prompt. A lazy chunk of its own (app/member-watch.tsx), none of it in the first screen.
 */
export default function ResponsiblePlayHost() {
  return (
    <>
      <RealityCheckWatch />
      <LimitPromptWatch />
    </>
  );
}
