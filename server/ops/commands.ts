import { agentCommands } from './agent-commands.ts';
import type { OpsCommand } from './command.ts';
import { depositCommands } from './deposit-commands.ts';
import { jobCommands } from './job-commands.ts';
import { mailCommands } from './mail-commands.ts';
import { stopCommands } from './stop-commands.ts';
import { withdrawalCommands } from './withdrawal-commands.ts';

/** Every operator command, by group; a new group (withdrawals, agents) adds its file's list here. */
export const opsCommands: readonly OpsCommand[] = [
  ...depositCommands,
  ...withdrawalCommands,
  ...mailCommands,
  ...agentCommands,
  ...jobCommands,
  ...stopCommands,
];

/** The commands and their arguments, for `npm run ops -- help`. */
export function usage(commands: readonly OpsCommand[] = opsCommands): string {
  const width = Math.max(...commands.map((c) => `${c.name} ${c.args}`.length));
  return [
    'Usage: npm run ops -- <command> [arguments]',
    '',
    ...commands.map((c) => `  ${`${c.name} ${c.args}`.padEnd(width)}  ${c.summary}`),
  ].join('\n');
}
