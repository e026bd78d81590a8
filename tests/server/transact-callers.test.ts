// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { bankCards, memberFeedback, members } from '../../server/db/schema/index.ts';
import { changePassword, resetPassword } from '../../server/services/accounts/password-changes.ts';
import { registerMember } from '../../server/services/accounts/sign-up.ts';
import { submitFeedback } from '../../server/services/member/feedback.ts';
import { bindCard, editCard } from '../../server/services/money/bank-cards.ts';
import { newMember, startTestApp, uniqueMember, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/**
 * The app's database, except that its next transaction is aborted the way PostgreSQL aborts one
 * side of a deadlock (40P01): a caller that goes through `transact` runs it again and succeeds.
 */
function deadlockingOnce(): { db: Db; aborted: () => number } {
  const real = t.database.db;
  let aborted = 0;
  const db = new Proxy(real, {
    get(target, prop) {
      if (prop === 'transaction') {
        return (...args: Parameters<Db['transaction']>) => {
          if (aborted === 0) {
            aborted += 1;
            return Promise.reject(Object.assign(new Error('deadlock detected'), { cause: { code: '40P01' } }));
          }
          // eslint-disable-next-line no-restricted-syntax -- the stand-in passes the retried call on to the real database
          return target.transaction(...args);
        };
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db, aborted: () => aborted };
}

// Luhn-valid, as the route's schema would require (the service does not check it).
const CARD = '6228480012345678';

describe('writes that used to open their own transaction are retried after a deadlock', () => {
  it('sign-up', async () => {
    const d = deadlockingOnce();
    const { name } = uniqueMember();
    await registerMember(d.db, { name, password: 'secret12', qk_pwd: '123456', from_type: 'smart', lang: 'en' }, undefined, new Date());
    expect(d.aborted()).toBe(1);
    expect(await t.database.db.select({ id: members.id }).from(members).where(eq(members.name, name))).toHaveLength(1);
  });

  it('password reset and change', async () => {
    const m = await newMember(t);
    const reset = deadlockingOnce();
    await resetPassword(reset.db, m.id, 'hash-after-reset', new Date());
    expect(reset.aborted()).toBe(1);
    const change = deadlockingOnce();
    expect(await changePassword(change.db, { memberId: m.id, checkedHash: 'hash-after-reset', passwordHash: 'hash-after-change', keepTokenHash: 'none' }, new Date())).toBe(true);
    expect(change.aborted()).toBe(1);
    const [row] = await t.database.db.select({ hash: members.passwordHash }).from(members).where(eq(members.id, m.id));
    expect(row?.hash).toBe('hash-after-change');
  });

  it('bank card bind and edit', async () => {
    const m = await newMember(t);
    await t.database.db.update(members).set({ realname: '张三' }).where(eq(members.id, m.id));
    const bind = deadlockingOnce();
    const id = await bindCard(bind.db, m.id, { bank_type_id: 1, card_no: CARD, owner_name: '张三', branch: 'A' }, new Date());
    const edit = deadlockingOnce();
    await editCard(edit.db, m.id, id, { bank_type_id: 1, owner_name: '张三', branch: 'B' }, () => new Date());
    expect([bind.aborted(), edit.aborted()]).toEqual([1, 1]);
    expect(await t.database.db.select({ branch: bankCards.branch }).from(bankCards).where(eq(bankCards.memberId, m.id))).toEqual([{ branch: 'B' }]);
  });

  it('feedback', async () => {
    const m = await newMember(t);
    const d = deadlockingOnce();
    await submitFeedback(d.db, t.app.uploads, m.id, 'The lobby is fine', null, new Date());
    expect(d.aborted()).toBe(1);
    expect(await t.database.db.select({ content: memberFeedback.content }).from(memberFeedback).where(eq(memberFeedback.memberId, m.id))).toEqual([{ content: 'The lobby is fine' }]);
  });
});
