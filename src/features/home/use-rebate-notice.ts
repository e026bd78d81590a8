import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useWaitingRebates } from '../../components/use-waiting-rebates';
import { setRebateNoticeShowing } from './rebate-notice-showing';
import { rebateSum } from './rebate-sum';

/** How long the rebate notification stays (docs/product.md §9). */
const REBATE_NOTICE_MS = 6000;

/**
 * docs/product.md §2 and §4: on the home page a member's waiting rebates are fetched, and when there are
 * any a notification with their sum stays for 6 s (the rebate bar, saying the same, shows after it). A
 * visitor fetches nothing.
 */
export function useRebateNotice(): void {
  const { t } = useTranslation();
  const { data } = useWaitingRebates();

  useEffect(() => {
    if (!data || data.length === 0) return;
    // One id: StrictMode's second effect run, or a refetch, updates the same toast instead of stacking.
    // The rebate bar says the same sum: it waits until this notification has gone.
    const gone = () => setRebateNoticeShowing(false);
    setRebateNoticeShowing(true);
    toast.info(t('home.rebateNotice', { amount: rebateSum(data) }), { id: 'rebate-notice', duration: REBATE_NOTICE_MS, onAutoClose: gone, onDismiss: gone });
  }, [data, t]);
}
