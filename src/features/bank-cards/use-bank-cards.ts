import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addBankCard, fetchBankTypes, updateBankCard } from '../../api/bank-cards';
import { bankCardKeys } from '../../api/query-keys';
import type { BankCardPatchValues, BankCardValues } from '../../../domain/contracts/bank-cards';
import type { BankCard } from '../../../domain/contracts/replies/bank-cards';
import { useAppStore } from '../../store/app-store';
import { useMemberKey } from '../../store/use-member-key';

/** The banks to choose from; they change rarely. */
export function useBankTypes() {
  const member = useMemberKey();
  const lang = useAppStore((s) => s.lang);
  return useQuery({ queryKey: bankCardKeys.types(lang), queryFn: fetchBankTypes, enabled: Boolean(member), staleTime: 10 * 60_000 });
}

/** A new card has every field; an edited one may leave its number out (it stays). */
export type SaveCard = { id: null; values: BankCardValues } | { id: number; values: BankCardPatchValues };

/** Binds a new card (`id` null) or edits one; the list shows the stored card at once, then reloads. */
export function useSaveBankCard() {
  const client = useQueryClient();
  const member = useMemberKey();
  const lang = useAppStore((s) => s.lang);
  return useMutation({
    mutationFn: (save: SaveCard) => (save.id === null ? addBankCard(save.values) : updateBankCard(save.id, save.values)),
    onSuccess: (reply) =>
      client.setQueryData<BankCard[]>(bankCardKeys.cardsOf(member, lang), (old) => {
        const others = (old ?? []).filter((c) => c.id !== reply.card.id);
        return [...others, reply.card].sort((a, b) => a.id - b.id);
      }),
    onSettled: () => client.invalidateQueries({ queryKey: bankCardKeys.cards }),
  });
}
