import { useQuery } from '@tanstack/react-query';
import { fetchBankCards } from '../api/bank-cards';
import { bankCardKeys } from '../api/query-keys';
import { useAppStore } from '../store/app-store';
import { useMemberKey } from '../store/use-member-key';

/** The member's bound cards (bank names in the lobby's language): the BankCard and Withdraw pages. */
export function useBankCards() {
  const member = useMemberKey();
  const lang = useAppStore((s) => s.lang);
  return useQuery({ queryKey: bankCardKeys.cardsOf(member, lang), queryFn: fetchBankCards, enabled: Boolean(member) });
}
