import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../components/load-state';
import memberStyles from '../../components/member-page.module.css';
import { DrawingPasswordForm } from './drawing-password-form';
import { PasswordForm } from './password-form';
import { ProfileFacts } from './profile-facts';
import { ProfileForm } from './profile-form';
import { useProfile } from './use-profile';
import styles from './profile.module.css';

/** /Member/MemberInfo: the profile, its edit form, and changing the login and withdrawal passwords. */
export default function MemberInfoPage() {
  const { t } = useTranslation();
  const profile = useProfile();

  let body;
  if (profile.isPending) body = <LoadingState minHeight={360} />;
  else if (profile.isError) body = <ErrorState message={t('profile.loadFailed')} detail={profile.error.message} onRetry={() => void profile.refetch()} />;
  else {
    const info = profile.data;
    body = (
      <>
        <ProfileFacts info={info} />
        <div className={styles.forms}>
          <ProfileForm info={info} />
          <PasswordForm name={info.name} />
          <DrawingPasswordForm hasOld={info.has_qk_pwd} />
        </div>
      </>
    );
  }
  return (
    <main className={memberStyles.page} data-testid="page">
      <h1 className={memberStyles.title}>{t('member.MemberInfo')}</h1>
      {body}
    </main>
  );
}
