/**
 * Text the ops commands print, made unable to drive the operator's terminal: a stored value may
 * hold escape sequences (written straight in SQL, or before input was checked) that erase or forge
 * listing lines, set the window title or write the clipboard (OSC 52). Every such character is
 * printed as a visible escape instead: `\e`-style names for the common ones, `\u001b` for the rest.
 */
const DRIVING = /[\p{Cc}\u202a-\u202e\u2066-\u2069\u2028\u2029]/gu;
const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

const visible = (c: string) => named[c] ?? `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`;

/**
 * One value in a listing: every control, bidi and line-separator character shown escaped, line
 * breaks included, so it stays on its line; a backslash doubled, so `\\u001b` typed as text is told apart.
 */
export function shown(value: unknown): string {
  return String(value ?? '').replace(/\\/g, '\\\\').replace(DRIVING, visible);
}

/**
 * A whole command's output, as the last guard before the terminal: the line breaks of the listing
 * itself are kept, every other driving character is escaped (a value a command forgot to pass
 * through `shown` still cannot move the cursor).
 */
export function terminalSafe(output: string): string {
  return output.replace(DRIVING, (c) => (c === '\n' ? c : visible(c)));
}
