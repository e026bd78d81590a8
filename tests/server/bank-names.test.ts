// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import type { BankCard, BankType } from '../../domain/contracts/replies/bank-cards.ts';
import type { BankAccount } from '../../domain/contracts/replies/deposits.ts';
import { bearer, call, startWithDemo } from './test-app.ts';

const { t, demo } = await startWithDemo();
afterAll(() => t.close());

const get = async <T>(url: string) => (await call<T>(t.app, { method: 'GET', url: `/api${url}`, headers: bearer(demo) })).body;
const han = /\p{Script=Han}/u;

describe('bank names and house account texts', () => {
  it('names each bank one way per language on every page: the house accounts, the bank list and the bound card', async () => {
    for (const lang of ['zh_cn', 'zh_hk', 'en'] as const) {
      const types = (await get<BankType[]>(`/member/bank/type?lang=${lang}`)).map((b) => b.name);
      const accounts = await get<BankAccount[]>(`/payment/normal/list?lang=${lang}`);
      const cards = await get<BankCard[]>(`/member/bank?lang=${lang}`);
      expect(accounts.length).toBeGreaterThan(0);
      for (const account of accounts) expect(types).toContain(account.bank_name);
      for (const card of cards) expect(types).toContain(card.bank_name);
    }
  });

  it('gives the payee and the branch of the house accounts in the reader\'s language', async () => {
    const en = await get<BankAccount[]>('/payment/normal/list?lang=en');
    for (const account of en) {
      expect(account.account_name).not.toMatch(han);
      expect(account.branch).not.toMatch(han);
    }
    const hk = await get<BankAccount[]>('/payment/normal/list?lang=zh_hk');
    expect(hk[0]).toMatchObject({ bank_name: '中國工商銀行', account_name: '皇家娛樂有限公司', branch: '深圳羅湖支行' });
  });
});
