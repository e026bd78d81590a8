// Reads a trace from bench/first-touch.ts (--trace) and prints, from the page's pointerdown mark to
// the click's presented frame (its EventTiming end), which tasks ran on which threads of which
// process, with their durations and the longest work inside them (script URLs and function names).
// Usage: npx tsx bench/trace-summary.ts /tmp/first-touch.json [lead-ms]   (lead: also show that much before the press)
import { readFileSync } from 'node:fs';

interface Ev {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  id2?: { local?: string };
  args?: { name?: string; data?: Record<string, unknown>; [k: string]: unknown };
}
interface Span {
  ev: Ev;
  start: number;
  end: number;
  children: Span[];
}

const [file, leadArg] = process.argv.slice(2);
if (!file) throw new Error('usage: trace-summary.ts <trace.json> [lead-ms]');
const events = JSON.parse(readFileSync(file, 'utf8')) as Ev[];
const lead = Number(leadArg ?? 0) * 1000;

const threadName = new Map<string, string>();
const processName = new Map<number, string>();
for (const e of events) {
  if (e.ph !== 'M') continue;
  if (e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, String(e.args?.name));
  if (e.name === 'process_name') processName.set(e.pid, String(e.args?.name));
}

const mark = (name: string) => events.filter((e) => e.name === name && e.cat.includes('user_timing')).map((e) => e.ts);
const down = mark('first-touch:pointerdown')[0];
const nextFrame = mark('first-touch:next-frame')[0];
if (down === undefined) throw new Error('no first-touch:pointerdown mark in the trace');
// EventTiming is an async pair (b/e) per event; its args carry the type on the begin.
const timing = events.filter((e) => e.name === 'EventTiming' && e.ts >= down - 50_000);
const clickBegin = timing.find((e) => e.ph === 'b' && e.args?.data?.type === 'click');
const key = (e: Ev) => `${e.id ?? e.id2?.local}`;
const clickEnd = clickBegin && timing.find((e) => e.ph === 'e' && key(e) === key(clickBegin));
const end = clickEnd?.ts ?? down + 3_000_000;
const from = down - lead;
const rel = (ts: number) => `${((ts - down) / 1000).toFixed(1).padStart(7)}`;
console.log(`pointerdown at 0 ms; next rAF at ${nextFrame === undefined ? '?' : rel(nextFrame)} ms; click EventTiming ${clickBegin ? `${rel(clickBegin.ts)} -> ${rel(end)} ms` : 'not found (window 3 s)'}`);

// Nest each thread's complete events (X, and B/E pairs) by time.
const spans = new Map<string, Span[]>();
const open = new Map<string, Ev[]>();
for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
  const t = `${e.pid}:${e.tid}`;
  let span: Span | null = null;
  if (e.ph === 'X') span = { ev: e, start: e.ts, end: e.ts + (e.dur ?? 0), children: [] };
  else if (e.ph === 'B') open.set(t, [...(open.get(t) ?? []), e]);
  else if (e.ph === 'E') {
    const stack = open.get(t) ?? [];
    const b = stack.pop();
    if (b) span = { ev: b, start: b.ts, end: e.ts, children: [] };
  }
  if (span && span.end > from && span.start < end) spans.set(t, [...(spans.get(t) ?? []), span]);
}
function nest(list: Span[]): Span[] {
  const roots: Span[] = [];
  const stack: Span[] = [];
  for (const s of list.sort((a, b) => a.start - b.start || b.end - a.end)) {
    while (stack.length && stack.at(-1)!.end <= s.start) stack.pop();
    (stack.at(-1)?.children ?? roots).push(s);
    stack.push(s);
  }
  return roots;
}

const describe = (e: Ev) => {
  const d = e.args?.data ?? {};
  const bits = [d.functionName, d.url && String(d.url).replace(/^https?:\/\/[^/]+/, ''), d.type, d.frame === undefined ? undefined : null].filter(Boolean);
  return bits.length ? `${e.name} (${bits.join(' ')})` : e.name;
};
/** The longest descendants, depth-first, down to `min` µs. */
function inside(span: Span, min: number, depth: number, out: string[]) {
  for (const c of [...span.children].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 4)) {
    if (c.end - c.start < min) continue;
    out.push(`${'  '.repeat(depth)}${((c.end - c.start) / 1000).toFixed(1)} ms ${describe(c.ev)}`);
    if (depth < 5) inside(c, min, depth + 1, out);
  }
}

for (const [t, list] of spans) {
  const roots = nest(list).filter((s) => s.end - s.start >= 2000);
  const busy = roots.reduce((sum, s) => sum + Math.min(s.end, end) - Math.max(s.start, from), 0);
  if (busy < 10_000) continue;
  const pid = Number(t.split(':')[0]);
  console.log(`\n== ${processName.get(pid) ?? pid} / ${threadName.get(t) ?? t}: busy ${(busy / 1000).toFixed(0)} ms in the window`);
  for (const s of roots.filter((r) => r.end - r.start >= 8000)) {
    console.log(`${rel(s.start)} ms +${((s.end - s.start) / 1000).toFixed(1)} ms  ${describe(s.ev)}`);
    const out: string[] = [];
    inside(s, 3000, 1, out);
    for (const line of out.slice(0, 14)) console.log(`      ${line}`);
  }
}
