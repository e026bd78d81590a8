import type { Lang } from '../../domain/contracts/lang.ts';
import type { Db } from '../db/client.ts';

/** What an operator command works with: the server's database, a clock, the language of its messages. */
export interface OpsContext {
  db: Db;
  now(): Date;
  lang: Lang;
}

/**
 * One `npm run ops -- <name> …` command. `run` returns the text to print; a refused decision throws
 * an AppError (printed translated) and a bad call an OpsUsageError (printed with the usage).
 */
export interface OpsCommand {
  name: string;
  /** Arguments after the name, e.g. `<id> [reason]`. */
  args: string;
  summary: string;
  run(ctx: OpsContext, args: readonly string[]): Promise<string>;
}

export class OpsUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OpsUsageError';
  }
}

/** A positive id argument, or a usage error naming it. */
export function idArgument(value: string | undefined, name = 'id'): number {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) < 1) throw new OpsUsageError(`<${name}> must be a positive whole number, not ${JSON.stringify(value ?? '')}`);
  return Number(value);
}
