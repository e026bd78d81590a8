import { describe, expect, it } from 'vitest';
import { clip, labelWidth, readableInk, wrapText } from '../../../src/canvas/scenes/wheel/wheel-text';

// Every character 10 px wide.
const measure = (s: string) => s.length * 10;

describe('wheel label text', () => {
  it('wraps by words, or by characters where there are no spaces', () => {
    expect(wrapText('Thanks for playing', 100, 2, measure)).toEqual(['Thanks for', 'playing']);
    expect(wrapText('谢谢参与再来一次', 50, 2, measure)).toEqual(['谢谢参与再', '来一次']);
    expect(wrapText('Gold', 100, 1, measure)).toEqual(['Gold']);
  });

  it('gives up when a word is too wide or the lines are too many', () => {
    expect(wrapText('Congratulations', 100, 2, measure)).toBeNull();
    expect(wrapText('a b c d e f', 10, 2, measure)).toBeNull();
  });

  it('clips with an ellipsis', () => {
    expect(clip('Congratulations', 60, measure)).toBe('Congr…');
    expect(clip('Gold', 60, measure)).toBe('Gold');
  });

  it('is narrower in narrower segments and nearer the hub', () => {
    expect(labelWidth(12, 120)).toBeLessThan(labelWidth(8, 120));
    expect(labelWidth(8, 80)).toBeLessThan(labelWidth(8, 120));
    expect(labelWidth(1, 100)).toBeCloseTo(160);
  });

  it('picks dark ink on light colours and white on dark ones', () => {
    expect(readableInk('#ffd54f').fill).toBe('#4a2300');
    expect(readableInk('#c62828').fill).toBe('#ffffff');
    expect(readableInk('not a colour').fill).toBe('#ffffff');
  });
});

describe('wheel label words', () => {
  it('never breaks inside a number of a Chinese label, and keeps the spaces of mixed text', () => {
    expect(wrapText('188.88元', 60, 2, measure)).toEqual(['188.88', '元']);
    expect(wrapText('1.88元', 50, 2, measure)).toEqual(['1.88元']);
    expect(wrapText('谢谢 参与', 200, 2, measure)).toEqual(['谢谢 参与']);
    expect(wrapText('Win 8.88 元', 200, 1, measure)).toEqual(['Win 8.88 元']);
    expect(wrapText('188.88元', 50, 2, measure)).toBeNull();
  });
});
