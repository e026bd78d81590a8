import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '../../../domain/contracts/replies/accounts';
import { formatDay } from '../../lib/date-format';
import styles from './profile.module.css';

/** The profile as `/auth/me` gives it: the phone comes masked from the server; blanks say "Not set". */
export function ProfileFacts({ info }: { info: MemberInfo }) {
  const { t } = useTranslation();
  const unset = <span className={styles.unset}>{t('profile.notSet')}</span>;
  const facts: [string, string, ReactNode][] = [
    ['name', t('profile.name'), info.name],
    ['level', t('profile.level'), <span className={styles.gold}>{info.level_name}</span>],
    ['realname', t('profile.realname'), info.realname || unset],
    ['phone', t('profile.phone'), info.phone || unset],
    ['email', t('profile.email'), info.email || unset],
    ['birthday', t('profile.birthday'), info.birthday || unset],
    ['invite-code', t('profile.inviteCode'), info.invite_code],
    ['member-since', t('profile.memberSince'), formatDay(info.created_at)],
  ];
  return (
    <dl className={styles.facts} data-testid="profile-facts">
      {facts.map(([id, label, value]) => (
        <div key={id}>
          <dt>{label}</dt>
          <dd data-testid={`profile-${id}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
