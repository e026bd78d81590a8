import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters, PLAIN_LINE, PLAIN_TEXT } from '../../../../domain/contracts/plain-text';
import { shown, terminalSafe } from '../../../../server/ops/terminal-text';

describe('plain text members may send', () => {
  it('refuses C0 controls but line breaks and tabs, DEL, C1 and bidi overrides and isolates', () => {
    for (const bad of ['\u001b[2K', '\u0007', '\u007f', '\u0085', '\u009b', '\u202a', '\u202e', '\u2066', '\u2069']) {
      expect(hasForbiddenCharacters(`a${bad}b`), JSON.stringify(bad)).toBe(true);
      expect(PLAIN_TEXT.test(`a${bad}b`)).toBe(false);
    }
    for (const good of ['line\nbreak', 'tab\there', 'crlf\r\n', '张三', 'left\u200emark', 'emoji 🎰']) {
      expect(hasForbiddenCharacters(good), JSON.stringify(good)).toBe(false);
      expect(PLAIN_TEXT.test(good)).toBe(true);
    }
    expect(PLAIN_LINE.test('one\nline')).toBe(false);
  });
});

describe('text printed by npm run ops', () => {
  it('shows a value on one line with every driving character escaped', () => {
    expect(shown('a\u001b[1Ab\nc\u009b\u202e\\')).toBe('a\\u001b[1Ab\\nc\\u009b\\u202e\\\\');
    expect(shown(null)).toBe('');
  });

  it('keeps the line breaks of a whole output and escapes the rest', () => {
    expect(terminalSafe('#1 ok\n#2 \u001b]0;t\u0007\t')).toBe('#1 ok\n#2 \\u001b]0;t\\u0007\\t');
  });
});
