import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Dialog } from '../../components/dialog';
import { EmptyState, ErrorState, LoadingState } from '../../components/load-state';
import { BANK_CARDS_MAX } from '../../../domain/contracts/bank-cards';
import type { BankCard } from '../../../domain/contracts/replies/bank-cards';
import { useAppStore } from '../../store/app-store';
import memberStyles from '../../components/member-page.module.css';
import { BankCardForm } from './bank-card-form';
import { BankCardList } from './bank-card-list';
import { useBankCards } from '../../components/use-bank-card-list';
import { useBankTypes } from './use-bank-cards';
import styles from './bank-cards.module.css';

/** /Member/BankCard: the member's cards (numbers masked), binding a new one and editing one. */
export default function BankCardPage() {
  const { t } = useTranslation();
  const cards = useBankCards();
  const banks = useBankTypes();
  const realname = useAppStore((s) => (typeof s.userinfo?.realname === 'string' ? s.userinfo.realname : ''));
  const hasQkPwd = useAppStore((s) => s.userinfo?.has_qk_pwd === true);
  const phone = useAppStore((s) => (typeof s.userinfo?.phone === 'string' ? s.userinfo.phone : ''));
  // 'new' binds a card; a card edits it; null: no dialog.
  const [editing, setEditing] = useState<BankCard | 'new' | null>(null);
  const full = (cards.data?.length ?? 0) >= BANK_CARDS_MAX;

  const done = (message: string) => {
    setEditing(null);
    toast.success(message);
  };

  let body;
  if (cards.isPending) body = <LoadingState />;
  else if (cards.isError) body = <ErrorState message={t('bankCards.loadFailed')} detail={cards.error.message} onRetry={() => void cards.refetch()} />;
  else if (cards.data.length === 0) body = <EmptyState message={t('bankCards.empty')} hint={t('bankCards.emptyHint')} />;
  else body = <BankCardList cards={cards.data} onEdit={setEditing} />;

  const card = editing === 'new' ? null : editing;
  return (
    <main className={memberStyles.page} data-testid="page">
      <div className={styles.head}>
        <h1 className={memberStyles.title}>{t('member.BankCard')}</h1>
        <button type="button" className={styles.add} onClick={() => setEditing('new')} disabled={!realname || full || !cards.data} data-testid="add-card">
          {t('bankCards.add')}
        </button>
      </div>
      {realname ? null : (
        <p className={styles.notice} role="note">
          {t('bankCards.needRealname')} <Link to="/Member/MemberInfo">{t('bankCards.toProfile')}</Link>
        </p>
      )}
      {body}
      <p className={styles.hint}>{full ? t('bankCards.full', { max: BANK_CARDS_MAX }) : t('bankCards.limitHint', { max: BANK_CARDS_MAX })}</p>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={card ? t('bankCards.editTitle') : t('bankCards.addTitle')} width={440}>
        {banks.isError ? (
          <ErrorState message={t('bankCards.banksFailed')} detail={banks.error.message} onRetry={() => void banks.refetch()} />
        ) : banks.data ? (
          <BankCardForm key={card?.id ?? 'new'} card={card} realname={realname} hasQkPwd={hasQkPwd} phone={phone} banks={banks.data} onDone={done} />
        ) : (
          <LoadingState minHeight={240} />
        )}
      </Dialog>
    </main>
  );
}
