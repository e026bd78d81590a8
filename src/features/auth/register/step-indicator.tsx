import styles from '../../../components/form.module.css';

/** Numbered steps with the current one marked for sight and for screen readers. */
export function StepIndicator({ labels, current }: { labels: string[]; current: number }) {
  return (
    <ol className={styles.steps}>
      {labels.map((label, i) => (
        <li key={label} className={i + 1 === current ? styles.stepActive : styles.step} aria-current={i + 1 === current ? 'step' : undefined}>
          {i + 1}. {label}
        </li>
      ))}
    </ol>
  );
}
