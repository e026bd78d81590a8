import { LABEL_INNER, LABEL_OUTER, segmentAngle } from './wheel-layout';

/** One line of a segment's text, with the font it is set in. */
export interface LabelLine {
  text: string;
  font: string;
  height: number;
}

/** Width the text may take at `radius` in a segment of `count`: most of the chord there. */
export function labelWidth(count: number, radius: number): number {
  const half = segmentAngle(count) / 2;
  return half >= Math.PI / 2 ? 2 * radius * 0.8 : 2 * radius * Math.sin(half) * 0.82;
}

const CJK = '\u3000-\u9fff\uff00-\uffef';
/** Words: one Chinese character, or a run of anything else up to a space or Chinese ("1.88", "Thank"). */
const WORDS = new RegExp(`(\\s*)([${CJK}]|[^\\s${CJK}]+)`, 'g');

/**
 * Breaks `text` into at most `maxLines` lines no wider than `width`, between words: Chinese may
 * break between any two characters, never inside a number ("1.88元" → "1.88" + "元"). Null when
 * it does not fit.
 */
export function wrapText(text: string, width: number, maxLines: number, measure: (s: string) => number): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const [, space, word] of text.trim().matchAll(WORDS)) {
    const next = line ? line + (space ? ' ' : '') + word : word!;
    if (measure(next) <= width) line = next;
    else {
      if (!line || measure(word!) > width) return null;
      lines.push(line);
      line = word!;
    }
  }
  if (line) lines.push(line);
  return lines.length <= maxLines ? lines : null;
}

/** Cuts `text` to fit `width`, ending in an ellipsis. */
export function clip(text: string, width: number, measure: (s: string) => number): string {
  const chars = [...text];
  while (chars.length > 1 && measure(`${chars.join('')}…`) > width) chars.pop();
  return chars.length === [...text].length ? text : `${chars.join('')}…`;
}

const sizes = [22, 20, 18, 16, 15, 14, 13, 12, 11];

/**
 * The label in bold, up to two lines, in the largest size that fits the segment between the
 * label radii (prize labels carry their amounts); at the smallest size it is clipped.
 */
export function fitLabel(ctx: CanvasRenderingContext2D, label: string, count: number, family: string): LabelLine[] {
  const measure = (s: string) => ctx.measureText(s).width;
  for (const size of sizes) {
    const font = `bold ${size}px ${family}`;
    // The second line sits lower, where the segment is narrower.
    const width = labelWidth(count, LABEL_OUTER - size * 2);
    ctx.font = font;
    const lines = wrapText(label, width, 2, measure);
    if (lines && lines.length * size * 1.15 <= LABEL_OUTER - LABEL_INNER) return lines.map((text) => ({ text, font, height: Math.round(size * 1.15) }));
  }
  const size = sizes[sizes.length - 1]!;
  const font = `bold ${size}px ${family}`;
  ctx.font = font;
  return [{ text: clip(label, labelWidth(count, LABEL_OUTER - size), measure), font, height: size }];
}

/** Text colour that reads on a segment colour ("#rrggbb"): dark on light colours, white on dark. */
export function readableInk(colour: string): { fill: string; shadow: string } {
  const hex = /^#?([0-9a-f]{6})$/i.exec(colour)?.[1] ?? '000000';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.6 ? { fill: '#4a2300', shadow: 'rgba(255, 255, 255, 0.45)' } : { fill: '#ffffff', shadow: 'rgba(0, 0, 0, 0.5)' };
}
