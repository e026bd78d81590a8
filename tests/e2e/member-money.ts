import { expect, type APIRequestContext, type Page } from './fixtures';
import type { OperatorRecharge } from '../../server/services/money/recharge-operator';
import type { createMember } from './auth-helpers';

export type Member = Awaited<ReturnType<typeof createMember>>;

/** The member's Authorization header, for calls made beside the page. */
export const auth = (member: Member) => ({ authorization: `Bearer ${member.token.access_token}` });

/** The header's balance of the signed-in member. */
export const headerBalance = (page: Page) => page.getByTestId('member-balance');

/** A bank deposit of `money` for the member, left for the operator; its id. */
export async function askDeposit(request: APIRequestContext, member: Member, money: string): Promise<number> {
  const [account] = (await (await request.get('/api/payment/normal/list', { headers: auth(member) })).json()) as { id: number }[];
  const res = await request.post('/api/recharge/normal?lang=en', { headers: auth(member), data: { payment_id: account!.id, money, payer_name: 'Test Player' } });
  expect(res.ok(), await res.text()).toBe(true);
  const { list } = (await (await request.get('/api/dev/recharges?status=pending')).json()) as { list: OperatorRecharge[] };
  return list.find((r) => r.member === member.name)!.id;
}

/** The centre balance the server holds for the member (a first-deposit bonus may have been added). */
export async function serverBalance(request: APIRequestContext, member: Member): Promise<string> {
  return ((await (await request.post('/api/auth/me', { headers: auth(member) })).json()) as { money: string }).money;
}
