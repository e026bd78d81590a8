import { useTranslation } from 'react-i18next';
import memberStyles from '../../components/member-page.module.css';
import { FeedbackForm } from './feedback-form';
import { FeedbackList } from './feedback-list';
import styles from './feedback.module.css';

/** /Member/Suggestion: feedback with an optional picture, and the member's past feedback with the operator's replies. */
export default function SuggestionPage() {
  const { t } = useTranslation();
  return (
    <main className={memberStyles.page} data-testid="page">
      <h1 className={memberStyles.title}>{t('member.Suggestion')}</h1>
      <div className={styles.layout}>
        <section aria-labelledby="feedback-new">
          <h2 id="feedback-new" className={styles.section}>
            {t('feedback.new')}
          </h2>
          <p className={memberStyles.text}>{t('feedback.intro')}</p>
          <FeedbackForm />
        </section>
        <section aria-labelledby="feedback-past">
          <h2 id="feedback-past" className={styles.section}>
            {t('feedback.past')}
          </h2>
          <FeedbackList />
        </section>
      </div>
    </main>
  );
}
