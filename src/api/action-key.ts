import { newIdempotencyKey } from '../lib/idempotency-key';
import { ApiError } from './http';

/**
 * Whether an answer ends a user action, so its Idempotency-Key can go: a success, or the server
 * refusing the request (4xx). No answer (time-out, network), a server failure (5xx, which may hide
 * a commit behind a proxy), 401 (the next login retries it), 408, 429 and 409 (the server's "the
 * same request is still running"; a conflict refusal keeping its key is harmless, as the server
 * lets a failed request's key go) leave the action open: the next try sends the same key.
 */
export function endsAction(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { status } = error;
  return status >= 400 && status < 500 && ![401, 408, 409, 429].includes(status);
}

/** Runs the calls of one kind of user action, each with the Idempotency-Key of its action. */
export interface ActionKey {
  /**
   * Calls `send` with the key of the action `request` stands for: the open action's key when the
   * last try of this very request had no final answer (a retry), else a new key (a new action).
   */
  run<T>(request: unknown, send: (key: string) => Promise<T>): Promise<T>;
}

interface OpenAction {
  request: string;
  key: string;
}

/**
 * One open action at a time per form: a retry of the request that timed out replays the server's
 * first answer instead of moving money again; a changed request (another amount) is a new action
 * with a new key, which the server would otherwise refuse as a key reused with another body.
 */
export function createActionKey(): ActionKey {
  let open: OpenAction | null = null;
  return {
    async run<T>(request: unknown, send: (key: string) => Promise<T>): Promise<T> {
      const fingerprint = JSON.stringify(request ?? null);
      const action = open?.request === fingerprint ? open : { request: fingerprint, key: newIdempotencyKey() };
      open = action;
      const close = () => {
        // A newer action may have replaced this one meanwhile; its key stays.
        if (open === action) open = null;
      };
      try {
        const answer = await send(action.key);
        close();
        return answer;
      } catch (error) {
        if (endsAction(error)) close();
        throw error;
      }
    },
  };
}
