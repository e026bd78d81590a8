import type { Database } from '../db/client.ts';
import { readOpsConfig } from '../config/server-config.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { OpsUsageError, type OpsCommand, type OpsContext } from './command.ts';
import { opsCommands, usage } from './commands.ts';
import { openServerDatabase } from './open-database.ts';
import { terminalSafe } from './terminal-text.ts';

/** Where `runOps` finds its commands and database and writes its text; tests pass their own. */
export interface OpsIo {
  commands: readonly OpsCommand[];
  open(): Promise<Pick<Database, 'db' | 'close'>>;
  out(text: string): void;
  err(text: string): void;
}

const defaultIo: OpsIo = { commands: opsCommands, open: openServerDatabase, out: console.log, err: console.error };

/**
 * `npm run ops -- <command> [arguments]`: the operator's side (the spec has no admin UI). Runs one
 * command against the server's database. Exit code 0 when done, 1 when refused (printed in
 * OPS_LANG, English by default), 2 on a bad call.
 */
export async function runOps(argv: readonly string[], given: OpsIo = defaultIo): Promise<number> {
  // Everything printed passes the terminal guard, whichever command or message it comes from.
  const io: OpsIo = { ...given, out: (text) => given.out(terminalSafe(text)), err: (text) => given.err(terminalSafe(text)) };
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help') {
    io.out(usage(io.commands));
    return name ? 0 : 2;
  }
  const command = io.commands.find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command ${JSON.stringify(name)}.\n\n${usage(io.commands)}`);
    return 2;
  }
  const database = await io.open();
  const ctx: OpsContext = { db: database.db, now: () => new Date(), lang: readOpsConfig().lang };
  try {
    io.out(await command.run(ctx, args));
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      io.err(translate(ctx.lang, error.key, error.params));
      return 1;
    }
    if (error instanceof OpsUsageError) {
      io.err(`${error.message}\nUsage: npm run ops -- ${command.name} ${command.args}`);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}
