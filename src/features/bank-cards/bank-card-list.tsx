import { useTranslation } from 'react-i18next';
import type { BankCard } from '../../../domain/contracts/replies/bank-cards';
import { formatDay } from '../../lib/date-format';
import styles from './bank-cards.module.css';

/** The bound cards as card faces: bank, masked number, holder, branch, and an edit button each. */
export function BankCardList({ cards, onEdit }: { cards: readonly BankCard[]; onEdit(card: BankCard): void }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.cards} data-testid="bank-cards">
      {cards.map((card) => (
        <li key={card.id} className={styles.card} data-testid="bank-card">
          <div className={styles.cardHead}>
            <span className={styles.bank}>{card.bank_name}</span>
            <button type="button" className={styles.edit} onClick={() => onEdit(card)} aria-label={t('bankCards.editCard', { bank: card.bank_name, last4: card.card_no.slice(-4) })}>
              {t('bankCards.edit')}
            </button>
          </div>
          <p className={styles.number} data-testid="card-no">
            {card.card_no}
          </p>
          <dl className={styles.facts}>
            <dt>{t('bankCards.owner')}</dt>
            <dd>{card.owner_name}</dd>
            <dt>{t('bankCards.branch')}</dt>
            <dd>{card.branch}</dd>
            <dt>{t('bankCards.added')}</dt>
            <dd data-testid="bank-card-date">{formatDay(card.created_at)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
