/**
 * What members may type: no character that drives a terminal or a text layout instead of showing.
 * Refused are the C0 controls (ESC starts ANSI sequences that erase lines, move the cursor, set a
 * window title, write the clipboard through OSC 52), DEL, the C1 controls U+0080–U+009F (CSI and
 * OSC have one-character forms there), and the bidi embeddings, overrides and isolates
 * U+202A–U+202E and U+2066–U+2069, which show text in another order than it is stored (a card
 * number or a name read backwards). Line breaks and tabs stay allowed in every text: multi-line
 * fields (feedback, messages, reasons) need them, and single-line fields refuse them by their own
 * patterns. The zero-width marks U+200E/U+200F stay allowed: they do not reorder text on their own.
 */
export const FORBIDDEN_CHARACTERS = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

/** The characters of FORBIDDEN_CHARACTERS that a multi-line text may still hold. */
const LINE_BREAKS_AND_TABS = /^[\n\r\t]$/;

/** True when `text` holds a character members may not send (line breaks and tabs are fine). */
export function hasForbiddenCharacters(text: string): boolean {
  for (const match of text.matchAll(new RegExp(FORBIDDEN_CHARACTERS, 'gu'))) if (!LINE_BREAKS_AND_TABS.test(match[0])) return true;
  return false;
}

/** A pattern for one-line fields of shared schemas: no control or bidi character at all. */
export const PLAIN_LINE = /^[^\p{Cc}\u202a-\u202e\u2066-\u2069]*$/u;
/** A pattern for multi-line fields of shared schemas: line breaks and tabs, but no other control or bidi character. */
export const PLAIN_TEXT = /^(?:[^\p{Cc}\u202a-\u202e\u2066-\u2069]|[\n\r\t])*$/u;
