import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { isNotFound } from '../../api/http';
import { ErrorState, LoadingState } from '../../components/load-state';
import { SafeHtml } from '../../components/safe-html';
import { parseRouteId } from '../../../domain/contracts/route-id';
import { mediaUrlOrNull } from '../../lib/safe-url';
import { useAppStore } from '../../store/app-store';
import { PhaseChip, periodText } from './activity-meta';
import { ActivityAction } from './activity-action';
import { useAct, useActivity } from './use-promotions';
import styles from './activity-page.module.css';

const fallbackLogo = '/brand/logo.svg';

/**
 * The activity page without header (`/activity/{id}`): `/activity/{id}` for the page, `/act/{id}` for
 * applying; after the rules, the action the activity promises (its kind).
 */
export default function ActivityPage() {
  const { t } = useTranslation();
  const id = parseRouteId(useParams().id);
  const detail = useActivity(id);
  const act = useAct(detail.data?.act_id ?? null);
  const logo = mediaUrlOrNull(useAppStore((s) => s.logo)) ?? fallbackLogo;
  const missing = id === null || isNotFound(detail.error);

  let body;
  if (missing) {
    body = (
      <ErrorState message={t('promotions.notFound')}>
        <Link className={styles.backInline} to="/Promotion">
          {t('promotions.allPromotions')}
        </Link>
      </ErrorState>
    );
  } else if (detail.isPending) {
    body = <LoadingState minHeight={420} />;
  } else if (detail.isError) {
    body = <ErrorState message={t('promotions.detailFailed')} detail={detail.error.message} onRetry={() => void detail.refetch()} />;
  } else {
    const item = detail.data;
    const image = mediaUrlOrNull(item.image_url);
    body = (
      <article className={styles.article} data-testid="activity">
        {image ? <img className={styles.art} src={image} alt="" width={960} height={384} /> : null}
        <div className={styles.head}>
          <div className={styles.meta}>
            <PhaseChip item={item} />
            <span>{periodText(t, item)}</span>
          </div>
          <h2 className={styles.title}>{item.title}</h2>
        </div>
        <SafeHtml html={item.content} className={styles.content} data-testid="activity-content" />
        <div className={styles.actionSlot}>
          <ActivityAction activity={item} act={act.data} />
        </div>
      </article>
    );
  }

  return (
    <div className={styles.shell} data-testid="page">
      <header className={styles.topBar}>
        <div className={styles.topInner}>
          <Link to="/" className={styles.logo} aria-label={t('nav.home')}>
            <img src={logo} alt={t('brand.name')} width={156} height={40} />
          </Link>
          <h1 className={styles.pageTitle}>{t('page.activity')}</h1>
          <Link className={styles.back} to="/Promotion">
            {t('promotions.allPromotions')}
          </Link>
        </div>
      </header>
      <main className={styles.main}>{body}</main>
    </div>
  );
}
