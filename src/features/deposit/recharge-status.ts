import type { Recharge } from '../../../domain/contracts/replies/deposits';

/** The i18n key of a deposit's status: a pending bank transfer waits for review, an online one for payment. */
export function statusKey(recharge: Pick<Recharge, 'status' | 'way'>): string {
  if (recharge.status === 'approved') return 'deposit.statusApproved';
  if (recharge.status === 'rejected') return 'deposit.statusRejected';
  return recharge.way === 'online' ? 'deposit.statusAwaiting' : 'deposit.statusPending';
}

/** The approved deposits of a list as one comparable value: it changes when one more is approved. */
export function approvedIds(list: readonly Pick<Recharge, 'id' | 'status'>[]): string {
  return list
    .filter((r) => r.status === 'approved')
    .map((r) => r.id)
    .sort((a, b) => a - b)
    .join(',');
}

/** Where a watched online payment stands: still open, paid, or closed without money. */
export function paymentOutcome(list: readonly Recharge[] | undefined, id: number): 'waiting' | 'paid' | 'closed' {
  const recharge = list?.find((r) => r.id === id);
  if (!recharge || recharge.status === 'pending') return 'waiting';
  return recharge.status === 'approved' ? 'paid' : 'closed';
}
