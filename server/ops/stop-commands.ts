import { userInfo } from 'node:os';
import { readOpsConfig } from '../config/server-config.ts';
import { translate } from '../i18n/translate.ts';
import { LIFT_REASON_MIN, liftStops } from '../services/member/responsible-play/stop-lifts.ts';
import { serverClockText } from '../../domain/time/operator-time.ts';
import { OpsUsageError, type OpsCommand } from './command.ts';
import { shown } from './terminal-text.ts';

/** `<name> --reason <words…> [--operator <who>]`: the reason may come as one quoted argument or several words. */
function parseLift(args: readonly string[]): { name: string; reason: string; operator: string | null } {
  let name = '';
  let operator: string | null = null;
  const reason: string[] = [];
  let into: 'reason' | null = null;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--reason') into = 'reason';
    else if (arg === '--operator') {
      operator = args[(i += 1)]?.trim() || null;
      into = null;
    } else if (into === 'reason') reason.push(arg);
    else if (!name) name = arg;
    else throw new OpsUsageError(`unexpected argument ${JSON.stringify(arg)}`);
  }
  if (!name) throw new OpsUsageError('<member name> is required');
  // The reason is kept for whoever asks later why the stop ended early: one line of plain text.
  const text = reason.join(' ').replace(/\p{Cc}/gu, ' ').trim().slice(0, 500);
  if (text.length < LIFT_REASON_MIN) throw new OpsUsageError(`--reason "<why>" is required, at least ${LIFT_REASON_MIN} characters`);
  return { name, reason: text, operator };
}

/** Who ran the command: `--operator`, else the operating-system user. */
function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return readOpsConfig().user;
  }
}

/** Responsible play (docs/product.md §10.1): an operator may end a member's time-out or self-exclusion early, only with a logged reason. */
export const stopCommands: readonly OpsCommand[] = [
  {
    name: 'lift-stop',
    args: '<member name> --reason "<why, 10+ characters>" [--operator <who>]',
    summary: "end a member's running time-out or self-exclusion early; the reason and operator are kept in play_stop_lifts",
    async run(ctx, args) {
      const { name, reason, operator } = parseLift(args);
      const lifted = await liftStops(ctx.db, { memberName: name, reason, operator: operator ?? osUser(), now: ctx.now() });
      return lifted
        .map((l) => translate(ctx.lang, 'stop_lifted', {
          name: shown(name),
          kind: translate(ctx.lang, l.kind === 'time_out' ? 'stop_kind_time_out' : 'stop_kind_self_exclusion'),
          until: `${serverClockText(l.wasUntil)} GMT+8`,
        }))
        .join('\n');
    },
  },
];
