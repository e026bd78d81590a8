// Reads a Lighthouse 12 JSON report (bench/lighthouse.ts) into what the bench prints: the category
// scores, the performance metrics, the points each metric cost, and the audits that fail.

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { type?: string; items?: Array<Record<string, unknown>> };
}

export interface Report {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, Audit>;
  runWarnings?: string[];
  environment?: { benchmarkIndex?: number };
}

export interface Summary {
  scores: Record<string, number | null>;
  metrics: Record<string, { value: number; score: number; weight: number }>;
  metricNames: Record<string, string>;
  failing: Array<{ category: string; id: string; title: string; detail: string }>;
  lcpElement: string | null;
  /** "url total (scripting)" of the scripts with the most main-thread time, the largest first. */
  longTasks: string[];
  warnings: string[];
  /** Lighthouse's measure of this machine's speed when the run began (a quiet desktop reads 1,500 or more). */
  benchmarkIndex: number | null;
}

const metricIds = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
const shortNames: Record<string, string> = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};
const scored = (a: Audit) => a.score !== null && !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode);
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…` : s);
const path = (url: unknown) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') : String(url));

/** Up to three of an audit's items, each shortened to one line. */
function detailOf(audit: Audit): string {
  const items = audit.details?.items ?? [];
  return items
    .slice(0, 3)
    .map((item) => clip(JSON.stringify(item), 240))
    .join(' ; ');
}

function lcpElementOf(audits: Record<string, Audit>): string | null {
  const items = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const table = items[0] as { items?: Array<{ node?: { snippet?: string; selector?: string } }> } | undefined;
  const node = table?.items?.[0]?.node;
  const phases = (items[1] as { items?: Array<{ phase: string; timing: number }> } | undefined)?.items ?? [];
  if (!node) return null;
  return `${clip(node.snippet ?? node.selector ?? '?', 160)}${phases.length ? ` [${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')}]` : ''}`;
}

export function summarise(report: Report): Summary {
  const scores: Record<string, number | null> = {};
  for (const [id, c] of Object.entries(report.categories)) scores[id] = c.score;
  const weights = new Map((report.categories.performance?.auditRefs ?? []).map((r) => [r.id, r.weight]));
  const metrics: Summary['metrics'] = {};
  for (const id of metricIds) {
    const a = report.audits[id];
    if (a?.numericValue !== undefined) metrics[id] = { value: a.numericValue, score: a.score ?? 0, weight: weights.get(id) ?? 0 };
  }
  const failing: Summary['failing'] = [];
  for (const category of ['best-practices', 'accessibility', 'seo']) {
    for (const ref of report.categories[category]?.auditRefs ?? []) {
      const a = report.audits[ref.id];
      if (a && scored(a) && (a.score ?? 1) < 1) failing.push({ category, id: a.id, title: a.title, detail: detailOf(a) });
    }
  }
  const bootup = (report.audits['bootup-time']?.details?.items ?? []) as Array<{ url: string; total: number; scripting: number }>;
  return {
    scores,
    metrics,
    metricNames: shortNames,
    failing,
    lcpElement: lcpElementOf(report.audits),
    longTasks: bootup.slice(0, 4).map((b) => `${path(b.url)} ${Math.round(b.total)} (${Math.round(b.scripting)})`),
    warnings: report.runWarnings ?? [],
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
  };
}

/** Points out of 100 each weighted metric cost the performance score: weight × (1 − score) / Σ weights. */
export function lostPoints(s: Summary): Array<{ id: string; points: number }> {
  const total = Object.values(s.metrics).reduce((sum, m) => sum + m.weight, 0) || 1;
  return Object.entries(s.metrics)
    .map(([id, m]) => ({ id: shortNames[id] ?? id, points: (100 * m.weight * (1 - m.score)) / total }))
    .sort((a, b) => b.points - a.points);
}
