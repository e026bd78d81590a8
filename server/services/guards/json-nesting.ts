/*
 * The depth check of JSON bodies: the app's parser runs it (server/plugins/json-depth.ts) and the
 * upload worker repeats it (server/services/uploads/upload-worker.mjs).
 */

/**
 * Deepest nesting of arrays and objects a JSON body may have. The lobby's bodies are two or three
 * deep; a body thousands deep costs every recursive walk after the parse (the text guard, the
 * request hash, the schemas) and could overflow the stack of one of them.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENING = new Set([0x5b, 0x7b]);
const CLOSING = new Set([0x5d, 0x7d]);

/**
 * True when `text` nests arrays and objects deeper than `limit`: brackets counted in one pass,
 * skipping strings (escapes included), stopping at the first level too deep. Malformed JSON is
 * left to the parser.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPENING.has(c)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSING.has(c)) depth -= 1;
  }
  return false;
}
