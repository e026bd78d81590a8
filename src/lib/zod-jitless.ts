/*
 * What the lobby gets for `import … from 'zod'` (vite.config.ts aliases the bare name here in the
 * browser build): zod itself, switched to `jitless` before any schema is made. Without it, zod's first
 * object schema probes `new Function('')` to decide whether it may compile fast parsers; the lobby's
 * CSP has no 'unsafe-eval', so the probe is refused and Chromium logs a CSP issue on every page load
 * (Lighthouse's best-practices audit `inspector-issues` fails). The probe's answer would be "no"
 * anyway, so the lobby parses exactly as before, minus the violation. docs/performance.md (Lighthouse).
 * The server keeps zod's compiled parsers: this file is for the browser only.
 */
import * as z from 'zod/v4';

// Before any module that imports 'zod' (and so this file) defines a schema: ES modules run their
// imports first.
z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
