import { describe, expect, it, vi } from 'vitest';
import { createActionKey, endsAction } from '../../../src/api/action-key';
import { ApiError } from '../../../src/api/http';

const noAnswer = (kind: 'timeout' | 'network') => new ApiError(kind, 0, null);
const refused = (status: number) => new ApiError('refused', status, { message: 'refused' });

/** A sender that answers each call in turn and records the key of each. */
function sender(...outcomes: (Error | string)[]) {
  const keys: string[] = [];
  const send = vi.fn(async (key: string) => {
    keys.push(key);
    const outcome = outcomes[keys.length - 1];
    if (outcome instanceof Error) throw outcome;
    return outcome ?? 'ok';
  });
  return { keys, send };
}

describe('the key of a user action', () => {
  it.each([
    ['a time-out', noAnswer('timeout')],
    ['a network error', noAnswer('network')],
    ['a server failure', refused(502)],
    ['a request still running', refused(409)],
    ['an expired login', refused(401)],
  ])('is sent again by the retry after %s, then dropped after the success', async (_, failure) => {
    const action = createActionKey();
    const { keys, send } = sender(failure, 'moved', 'moved again');
    const body = { api_code: 'rl_slot_starforge', money: '1.00', direction: 'in' };
    await expect(action.run(body, send)).rejects.toBe(failure);
    await expect(action.run({ ...body }, send)).resolves.toBe('moved');
    await expect(action.run(body, send)).resolves.toBe('moved again');
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys.every((k) => /^[0-9a-f]{32}$/.test(k))).toBe(true);
  });

  it('is new after a refusal (4xx): the server answered for good', async () => {
    const action = createActionKey();
    const { keys, send } = sender(refused(422), refused(400), 'moved');
    await expect(action.run(1, send)).rejects.toThrow('refused');
    await expect(action.run(1, send)).rejects.toThrow('refused');
    await action.run(1, send);
    expect(new Set(keys).size).toBe(3);
  });

  it('is new for a changed request (another amount), which is another action', async () => {
    const action = createActionKey();
    const { keys, send } = sender(noAnswer('timeout'), 'moved');
    await expect(action.run({ money: '1.00' }, send)).rejects.toBeInstanceOf(ApiError);
    await action.run({ money: '2.00' }, send);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('is shared by a double submit while the first is in flight', async () => {
    const action = createActionKey();
    const answers: ((value: string) => void)[] = [];
    const keys: string[] = [];
    const send = (key: string) => {
      keys.push(key);
      return new Promise<string>((resolve) => answers.push(resolve));
    };
    const first = action.run('spin', send);
    const second = action.run('spin', send);
    for (const answer of answers) answer('won');
    await Promise.all([first, second]);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('of a newer action is kept when an older one is answered', async () => {
    const action = createActionKey();
    let answerOld: (value: string) => void = () => undefined;
    const keys: string[] = [];
    const old = action.run('old', (key) => {
      keys.push(key);
      return new Promise<string>((resolve) => (answerOld = resolve));
    });
    await expect(action.run('new', async (key) => {
      keys.push(key);
      throw noAnswer('network');
    })).rejects.toBeInstanceOf(ApiError);
    answerOld('done');
    await old;
    await action.run('new', async (key) => void keys.push(key));
    expect(keys[2]).toBe(keys[1]);
  });

  it('ends with a success or a 4xx refusal, not with no answer, 5xx, 401, 408, 409 or 429', () => {
    expect([400, 403, 404, 422].map((s) => endsAction(refused(s)))).toEqual([true, true, true, true]);
    expect([0, 401, 408, 409, 429, 500, 503].map((s) => endsAction(refused(s)))).toEqual(Array(7).fill(false));
    expect(endsAction(new Error('thrown before sending'))).toBe(false);
  });
});
