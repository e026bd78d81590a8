import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/app-store';
import { GuestForm } from './guest-form';
import { MemberBar } from './member-bar';

/** Right half of the header: the inline login when logged out, the member summary when logged in. */
export function AccountBar() {
  const islogin = useAppStore((s) => s.islogin);
  const { t } = useTranslation();
  return (
    <div aria-label={t('header.account')} role="region">
      {islogin ? <MemberBar /> : <GuestForm />}
    </div>
  );
}
