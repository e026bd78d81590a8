import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBelowHeader } from '../../components/below-header';
import { useInView } from '../../components/use-in-view';
import { useNotices } from '../../components/use-content-queries';
import styles from './notice-line.module.css';
import { useNoticeLoop } from './notice-loop';

function SpeakerIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 9h4l5-4v14l-5-4H4z" />
      <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" fill="none" />
    </svg>
  );
}

/**
 * The notice line of the home page: the first notice of `/system/notices`, scrolling like a
 * marquee with no blank stretch between passes (paused under the pointer and unless wholly on
 * screen); with reduced motion it stands still, cut to one line.
 */
export function NoticeLine() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useNotices();
  const first = data?.list[0]?.content.trim() ?? '';
  const [track, setTrack] = useState<HTMLElement | null>(null);
  const loop = useNoticeLoop(track, first.length);

  // The marquee moves only while all of it shows below the sticky header: a line half under the
  // header cannot be read, and a moving layer makes software compositing redraw the viewport every
  // frame, on top of the showcase canvas once that is scrolled to (bench/home).
  const [line, setLine] = useState<HTMLElement | null>(null);
  const inView = useInView(line, { initial: true, threshold: 1, rootMargin: useBelowHeader() });

  let body: ReactNode;
  if (isPending) body = <span className={styles.dim}>{t('common.loading')}</span>;
  else if (isError)
    body = (
      <span className={styles.dim}>
        {t('home.noticeError')}{' '}
        <button type="button" className={styles.retry} onClick={() => void refetch()}>
          {t('error.retry')}
        </button>
      </span>
    );
  else if (!first) body = <span className={styles.dim}>{t('home.noticeEmpty')}</span>;
  else
    body = (
      <span ref={setTrack} className={styles.track} style={loop} title={first}>
        <span className={styles.copy} data-testid="notice-text">
          {first}
        </span>
        <span className={styles.copy} aria-hidden="true">
          {first}
        </span>
      </span>
    );

  return (
    <section ref={setLine} className={styles.notice} aria-label={t('home.noticeLabel')} data-testid="notice-line" data-moving={inView ? '1' : '0'}>
      <span className={styles.label}>
        <SpeakerIcon />
        {t('home.noticeLabel')}
      </span>
      <div className={styles.window}>{body}</div>
    </section>
  );
}
