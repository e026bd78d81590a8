// Reads a V8 .heapsnapshot (what CDP's HeapProfiler.takeHeapSnapshot streams) into counts and self
// sizes per constructor, so two snapshots of the same page can be compared without DevTools.
import type { CDPSession } from '@playwright/test';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** "type:name" -> objects and bytes (self size) held by them. */
export type ClassCounts = Map<string, { count: number; bytes: number }>;

/** Takes a snapshot after two full collections and returns its JSON text. */
export async function takeSnapshot(cdp: CDPSession): Promise<string> {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const onChunk = (e: { chunk: string }) => void chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  return chunks.join('');
}

/** Counts by node type and name (the constructor for objects, the source text for strings). */
export function classCounts(json: string): ClassCounts {
  const snap = JSON.parse(json) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const [iType, iName, iSize] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f)) as [number, number, number];
  const counts: ClassCounts = new Map();
  for (let n = 0; n < snap.nodes.length; n += width) {
    const type = types[snap.nodes[n + iType]!] ?? '?';
    // Strings are named by their text: cut, so one long text is one row.
    const name = (snap.strings[snap.nodes[n + iName]!] ?? '?').slice(0, 80).replace(/\s+/g, ' ');
    const key = `${type}:${name}`;
    const row = counts.get(key) ?? { count: 0, bytes: 0 };
    row.count += 1;
    row.bytes += snap.nodes[n + iSize]!;
    counts.set(key, row);
  }
  return counts;
}

/** Rows that grew from `a` to `b`, biggest byte growth first. */
export function grown(a: ClassCounts, b: ClassCounts, top = 40): { key: string; count: number; bytes: number }[] {
  const rows = [...b].map(([key, v]) => {
    const was = a.get(key) ?? { count: 0, bytes: 0 };
    return { key, count: v.count - was.count, bytes: v.bytes - was.bytes };
  });
  return rows.filter((r) => r.bytes > 0 || r.count > 0).sort((x, y) => y.bytes - x.bytes).slice(0, top);
}

/** Byte growth per node type (code, string, object …): compiled code that grows is the JIT warming up, not a leak. */
export function grownByType(a: ClassCounts, b: ClassCounts): [string, number][] {
  const totals = (c: ClassCounts) => {
    const t = new Map<string, number>();
    for (const [key, v] of c) t.set(key.split(':')[0]!, (t.get(key.split(':')[0]!) ?? 0) + v.bytes);
    return t;
  };
  const ta = totals(a);
  return [...totals(b)].map(([type, bytes]): [string, number] => [type, bytes - (ta.get(type) ?? 0)]).sort((x, y) => y[1] - x[1]);
}
