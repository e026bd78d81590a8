import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import memberStyles from '../../components/member-page.module.css';
import { tabPanelProps, Tabs, type TabItem } from '../../components/tabs';
import { useUnreadMail } from '../../components/use-unread-mail';
import { InboxPanel } from './inbox-panel';
import { SentPanel } from './sent-panel';
import { WriteForm } from './write-form';

type MailTab = 'inbox' | 'sent' | 'write';
const ID = 'site-mail';

/** /Member/SiteMail: the inbox (unread marked, read in place, delete one or all), the sent box, and writing to customer service. */
export default function SiteMailPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<MailTab>('inbox');
  const unread = useUnreadMail();
  const items: TabItem<MailTab>[] = [
    { key: 'inbox', label: unread > 0 ? t('mail.inboxUnread', { count: unread }) : t('mail.inbox') },
    { key: 'sent', label: t('mail.sent') },
    { key: 'write', label: t('mail.write') },
  ];
  return (
    <main className={memberStyles.page} data-testid="page">
      <h1 className={memberStyles.title}>{t('member.SiteMail')}</h1>
      <Tabs<MailTab> idBase={ID} items={items} selected={tab} onSelect={setTab} label={t('mail.tabs')} />
      <section {...tabPanelProps(ID, tab)}>
        {tab === 'inbox' ? <InboxPanel /> : null}
        {tab === 'sent' ? <SentPanel /> : null}
        {tab === 'write' ? <WriteForm onSent={() => setTab('sent')} /> : null}
      </section>
    </main>
  );
}
