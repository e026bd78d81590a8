import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Dialog } from '../../components/dialog';
import { EmptyState, ErrorState, LoadingState } from '../../components/load-state';
import { requireMember } from '../../components/require-member';
import { SlimTopBar } from '../../components/slim-top-bar';
import type { YuebaoPlan } from '../../../domain/contracts/replies/yuebao';
import { groupThousands } from '../../../domain/money/money-text';
import { useMemberKey } from '../../store/use-member-key';
import { MoveForm } from './move-form';
import { PlanCard } from './plan-card';
import { showYuebaoBalance, useYuebaoList } from './use-yuebao';
import styles from './yuebao.module.css';

interface Moving {
  planId: number;
  direction: 'in' | 'out';
}

/** `/Yu-EBao` (no lobby header): the plans, the member's holdings and interest, put in / take out. */
export default function YuebaoPage() {
  const { t } = useTranslation();
  const member = Boolean(useMemberKey());
  const list = useYuebaoList();
  const [moving, setMoving] = useState<Moving | null>(null);
  const data = list.data;
  // The ledger's balance as this reply read it: the top bar and the lobby header show the same.
  useEffect(() => {
    if (data) showYuebaoBalance(data);
  }, [data]);

  const open = (plan: YuebaoPlan, direction: 'in' | 'out') => {
    if (requireMember()) setMoving({ planId: plan.id, direction });
  };
  const done = (message: string) => {
    setMoving(null);
    toast.success(message);
  };
  const plan = list.data?.list.find((p) => p.id === moving?.planId) ?? null;

  let body;
  if (list.isPending) body = <LoadingState minHeight={360} />;
  else if (list.isError) body = <ErrorState message={t('yuebao.loadFailed')} detail={list.error.message} onRetry={() => void list.refetch()} />;
  else if (list.data.list.length === 0) body = <EmptyState message={t('yuebao.empty')} />;
  else
    body = (
      <ul className={styles.plans} data-testid="yuebao-plans">
        {list.data.list.map((p) => (
          <PlanCard key={p.id} plan={p} member={member} onMove={open} />
        ))}
      </ul>
    );

  return (
    <div className={styles.shell} data-testid="page">
      <SlimTopBar title={t('yuebao.title')} />
      <main className={styles.main}>
        <section className={styles.hero} aria-labelledby="yuebao-intro">
          <div>
            <h2 id="yuebao-intro" className={styles.heroTitle}>
              {t('yuebao.heading')}
            </h2>
            <p className={styles.heroText}>{t('yuebao.intro')}</p>
            <p className={styles.rule}>{t('yuebao.interestRule')}</p>
          </div>
          {member && list.data ? (
            <dl className={styles.summary} data-testid="yuebao-summary">
              <div>
                <dt>{t('yuebao.totalHolding')}</dt>
                <dd>{groupThousands(list.data.total_holding)}</dd>
              </div>
              <div>
                <dt>{t('yuebao.totalInterest')}</dt>
                <dd className={styles.gain}>{groupThousands(list.data.total_interest)}</dd>
              </div>
            </dl>
          ) : member ? null : (
            <div className={styles.login} data-testid="yuebao-login">
              <p>{t('yuebao.loginPrompt')}</p>
              <Link className={styles.loginLink} to="/">
                {t('yuebao.login')}
              </Link>
            </div>
          )}
        </section>
        {body}
      </main>
      <Dialog
        open={plan !== null}
        onOpenChange={(isOpen) => !isOpen && setMoving(null)}
        title={plan ? t(moving?.direction === 'out' ? 'yuebao.takeOutTitle' : 'yuebao.putInTitle', { plan: plan.name }) : ''}
      >
        {plan && moving ? <MoveForm key={`${plan.id}-${moving.direction}`} plan={plan} direction={moving.direction} wallet={data?.money ?? null} onDone={done} /> : null}
      </Dialog>
    </div>
  );
}
