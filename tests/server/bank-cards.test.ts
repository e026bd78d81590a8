// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { BankCard, BankCardReply, BankType } from '../../domain/contracts/replies/bank-cards.ts';
import { luhnValid } from '../../domain/contracts/bank-cards.ts';
import { bankCards, members } from '../../server/db/schema/index.ts';
import { demoCard } from '../../server/db/seed/bank-cards.ts';
import { hashSecret } from '../../server/services/accounts/passwords.ts';
import { bearer, call, ledgerMovesOf, newMember, startWithDemo, type Token } from './test-app.ts';

const { t, demo } = await startWithDemo();
afterAll(() => t.close());

const headersOf = (token: Token | null) => (token ? bearer(token) : {});
const types = (token: Token | null, lang = 'en') => call<BankType[]>(t.app, { method: 'GET', url: `/api/member/bank/type?lang=${lang}`, headers: headersOf(token) });
const list = (token: Token) => call<BankCard[]>(t.app, { method: 'GET', url: '/api/member/bank?lang=en', headers: bearer(token) });
const add = (token: Token, payload: Record<string, unknown>) =>
  call<BankCardReply & { message: string }>(t.app, { method: 'POST', url: '/api/member/bank?lang=en', headers: bearer(token), payload });
const edit = (token: Token, id: number | string, payload: Record<string, unknown>) =>
  call<BankCardReply & { message: string }>(t.app, { method: 'PATCH', url: `/api/member/bank/${id}?lang=en`, headers: bearer(token), payload });

/** `prefix` with the Luhn check digit appended. */
function cardNo(prefix: string): string {
  const digit = [...'0123456789'].find((d) => luhnValid(prefix + d))!;
  return prefix + digit;
}

/** The same number with a wrong check digit. */
const notLuhn = (n: string) => n.slice(0, -1) + String((Number(n.at(-1)) + 1) % 10);

const QK_HASH = await hashSecret('123456');

/** A member with a real name, the withdrawal password 123456 (bank-card-proof.test.ts checks it) and no cards. */
async function holder(realname = '张三') {
  const m = await newMember(t);
  await t.database.db.update(members).set({ realname, qkPwdHash: QK_HASH }).where(eq(members.id, m.id));
  return m;
}

const storedCards = (memberId: number) => t.database.db.select().from(bankCards).where(eq(bankCards.memberId, memberId));
const valid = (bankTypeId = 1) => ({ bank_type_id: bankTypeId, card_no: cardNo('622848001234567'), owner_name: '张三', branch: '北京分行朝阳支行', qk_pwd: '123456' });

describe('bank types', () => {
  it('lists the banks in the caller language, for members only', async () => {
    const en = await types(demo);
    expect(en.status).toBe(200);
    expect(en.body).toHaveLength(8);
    expect(en.body[0]).toEqual({ id: expect.any(Number), name: 'Industrial and Commercial Bank of China' });
    expect((await types(demo, 'zh_hk')).body.map((b) => b.name)).toContain('中國建設銀行');
    expect((await types(demo, 'zh_cn')).body.map((b) => b.name)).toContain('招商银行');
    expect((await types(null)).status).toBe(401);
  });
});

describe('bank cards', () => {
  it('starts the demo member with one card, its number masked everywhere', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/member/bank?lang=en', headers: bearer(demo) });
    expect(res.status).toBe(200);
    const cards = res.body as unknown as BankCard[];
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ bank_name: 'Industrial and Commercial Bank of China', card_no: '**** **** **** 0128', owner_name: '演示玩家' });
    expect(luhnValid(demoCard.cardNo)).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain(demoCard.cardNo.slice(0, 8));
  });

  it('binds a card: stored in full (spaces dropped), answered masked', async () => {
    const m = await holder();
    const number = cardNo('621700012345678');
    const res = await add(m.token, { ...valid(2), card_no: number.replace(/(\d{4})/g, '$1 ').trim(), owner_name: ' 张三 ' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The bank card has been added');
    expect(res.body.card).toMatchObject({ bank_type_id: 2, bank_name: 'China Construction Bank', card_no: `**** **** **** ${number.slice(-4)}`, owner_name: '张三' });
    expect(JSON.stringify(res.body)).not.toContain(number.slice(0, 8));
    const [row] = await storedCards(m.id);
    expect(row?.cardNo).toBe(number);
    expect((await list(m.token)).body.map((c) => c.id)).toEqual([res.body.card.id]);
  });

  it('refuses bad cards in the caller language, writing nothing', async () => {
    const m = await holder();
    const good = valid();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, card_no: '' }, 'Please enter the card number'],
      [{ ...good, card_no: 6228480012345678 }, 'Please enter the card number'],
      [{ ...good, card_no: '6228-4800-1234-5678' }, 'The card number may only contain digits'],
      [{ ...good, card_no: '1e3' }, 'The card number may only contain digits'],
      [{ ...good, card_no: cardNo('79927398') }, 'The card number must be 12 to 19 digits'],
      [{ ...good, card_no: cardNo('6228480012345678901') }, 'The card number must be 12 to 19 digits'],
      [{ ...good, card_no: notLuhn(good.card_no) }, 'This card number is not valid, please check it'],
      [{ ...good, card_no: notLuhn(cardNo('4111111111111')) }, 'This card number is not valid, please check it'],
      [{ ...good, owner_name: '李四' }, 'The card holder must be the real name on your account'],
      [{ ...good, owner_name: '' }, "Please enter the card holder's name"],
      [{ ...good, owner_name: '<b>张三</b>' }, 'Please enter the name as it appears on your bank card'],
      [{ ...good, bank_type_id: 999 }, 'Please choose a bank from the list'],
      [{ ...good, bank_type_id: 'x' }, 'Please choose a bank'],
      [{ ...good, bank_type_id: -1 }, 'Please choose a bank'],
      [{ ...good, bank_type_id: 1e12 }, 'Please choose a bank'],
      [{ ...good, bank_type_id: 1.5 }, 'Please choose a bank'],
      [{ ...good, branch: 'a' }, 'The branch must be 2 to 60 characters'],
      [{ ...good, branch: 'x'.repeat(61) }, 'The branch must be 2 to 60 characters'],
      [{ ...good, branch: '<script>alert(1)</script>' }, 'The branch may not contain < or >'],
      [{ ...good, branch: undefined }, 'Please enter the branch'],
    ];
    for (const [payload, message] of cases) {
      const res = await add(m.token, payload);
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.body, JSON.stringify(payload)).toEqual({ message });
    }
    const zh = await call<{ message: string }>(t.app, { method: 'POST', url: '/api/member/bank?lang=zh_cn', headers: bearer(m.token), payload: { ...good, card_no: notLuhn(good.card_no) } });
    expect(zh.body.message).toBe('银行卡号无效，请核对后重新输入');
    expect(await storedCards(m.id)).toEqual([]);
    expect(await ledgerMovesOf(t, m.id)).toBe(0);
  });

  it('asks a member without a real name to set it first', async () => {
    const m = await newMember(t);
    await t.database.db.update(members).set({ qkPwdHash: QK_HASH }).where(eq(members.id, m.id));
    const res = await add(m.token, valid());
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Please set your real name in your profile before adding a bank card');
    expect(await storedCards(m.id)).toEqual([]);
    expect((await add(demo, { ...valid(), owner_name: '张三' })).body.message).toBe('The card holder must be the real name on your account');
  });

  it('binds a number once per member and at most five cards, also when sent at once', async () => {
    const m = await holder();
    const numbers = Array.from({ length: 7 }, (_, i) => cardNo(`62284800123450${i}`));
    // Two bound first: the five sent at once then stay within the withdrawal password's five tries
    // in flight (each is counted before it is checked), and race only for the card limit.
    for (const n of numbers.slice(0, 2)) expect((await add(m.token, { ...valid(), card_no: n })).status).toBe(200);
    const replies = await Promise.all(numbers.slice(2).map((n) => add(m.token, { ...valid(), card_no: n })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    for (const r of replies.filter((x) => x.status !== 200)) expect(r.body).toEqual({ message: 'You can add at most 5 bank cards' });
    expect(await storedCards(m.id)).toHaveLength(5);

    const other = await holder('王五');
    const first = await add(other.token, { ...valid(), owner_name: '王五' });
    expect(first.status).toBe(200);
    const again = await add(other.token, { ...valid(3), owner_name: '王五', card_no: valid().card_no.replace(/^(\d{4})/, '$1 ') });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('This card number is already bound to your account');
    expect(await storedCards(other.id)).toHaveLength(1);
  });

  it('edits a card, keeping its number when none is sent', async () => {
    const m = await holder();
    const added = (await add(m.token, valid())).body.card;
    const second = (await add(m.token, { ...valid(), card_no: cardNo('622588001234567') })).body.card;
    const kept = await edit(m.token, added.id, { bank_type_id: 6, card_no: '', owner_name: '张三', branch: '上海分行', qk_pwd: '123456' });
    expect(kept.status).toBe(200);
    expect(kept.body.message).toBe('The bank card has been updated');
    expect(kept.body.card).toMatchObject({ id: added.id, bank_name: 'China Merchants Bank', branch: '上海分行', card_no: added.card_no });
    const number = cardNo('601382001234567');
    const changed = await edit(m.token, added.id, { bank_type_id: 4, card_no: number, owner_name: '张三', branch: '上海分行', qk_pwd: '123456' });
    expect(changed.body.card.card_no).toBe(`**** **** **** ${number.slice(-4)}`);
    const [row] = (await storedCards(m.id)).filter((c) => c.id === added.id);
    expect(row?.cardNo).toBe(number);
    // Editing a card to the number of the member's other card is binding it twice.
    const twice = await edit(m.token, added.id, { ...valid(), card_no: cardNo('622588001234567') });
    expect(twice.body).toEqual({ message: 'This card number is already bound to your account' });
    expect((await edit(m.token, added.id, { ...valid(), owner_name: '李四' })).body).toEqual({ message: 'The card holder must be the real name on your account' });
    expect((await edit(m.token, added.id, { ...valid(), card_no: notLuhn(valid().card_no) })).status).toBe(422);
    expect((await list(m.token)).body.map((c) => [c.id, c.card_no])).toEqual([
      [added.id, `**** **** **** ${number.slice(-4)}`],
      [second.id, second.card_no],
    ]);
  });

  it("answers 404 for another member's card and for unknown ids, changing nothing", async () => {
    const owner = await holder();
    const card = (await add(owner.token, valid())).body.card;
    const intruder = await holder();
    const res = await edit(intruder.token, card.id, { ...valid(), card_no: cardNo('622848009999999') });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'This bank card does not exist' });
    expect((await edit(intruder.token, 2_000_000_000, valid())).status).toBe(404);
    expect((await edit(intruder.token, 'abc', valid())).status).toBe(422);
    expect((await edit(intruder.token, '99999999999', valid())).status).toBe(422);
    expect((await list(intruder.token)).body).toEqual([]);
    const [row] = await storedCards(owner.id);
    expect(row).toMatchObject({ cardNo: valid().card_no, branch: valid().branch });
    expect((await call(t.app, { method: 'PATCH', url: `/api/member/bank/${card.id}`, payload: valid() })).status).toBe(401);
  });
});
