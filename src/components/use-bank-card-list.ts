import { useQuery } from '@tanstack/react-query';
import { fetchBankCards } from '../api/bank-cards';
import { useAppStore } from '../store/app-store';
import { useMemberKey } from '../store/use-member-key';

/** The cache key of the member's cards; saving a card invalidates every `bank-cards` key. */
export const bankCardsKey = (member: string, lang: string) => ['bank-cards', member, lang] as const;

/** The member's bound cards (bank names in the lobby's language): the BankCard and Withdraw pages. */
export function useBankCards() {
  const member = useMemberKey();
  const lang = useAppStore((s) => s.lang);
  return useQuery({ queryKey: bankCardsKey(member, lang), queryFn: fetchBankCards, enabled: Boolean(member) });
}
