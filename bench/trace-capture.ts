// A Chrome trace of the whole browser (renderer, GPU process, Viz) over a stretch of a benchmark,
// written as a JSON array of trace events for bench/trace-summary.ts or chrome://tracing.
import type { Browser } from '@playwright/test';
import { writeFileSync } from 'node:fs';

/** Timeline, GPU, Viz, compositor, Blink and V8 tasks, with the page's user-timing marks. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack',
  'toplevel',
  'gpu',
  'viz',
  'cc',
  'blink',
  'blink.user_timing',
  'latencyInfo',
  'input',
  'v8',
  'v8.execute',
  '__metadata',
];

/** Starts tracing the browser; the returned stop writes the events to `file` and gives their count. */
export async function startTrace(browser: Browser, file: string): Promise<() => Promise<number>> {
  const cdp = await browser.newBrowserCDPSession();
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { recordMode: 'recordAsMuchAsPossible', includedCategories: TRACE_CATEGORIES },
  });
  return async () => {
    const done = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream ?? '')));
    await cdp.send('Tracing.end');
    const handle = await done;
    let text = '';
    for (;;) {
      const chunk = await cdp.send('IO.read', { handle, size: 1 << 20 });
      text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
      if (chunk.eof) break;
    }
    await cdp.send('IO.close', { handle });
    await cdp.detach();
    // The stream is {"traceEvents": [...]} (sometimes with metadata); keep the events only.
    const parsed = JSON.parse(text) as { traceEvents?: unknown[] } | unknown[];
    const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
    writeFileSync(file, JSON.stringify(events));
    return events.length;
  };
}
