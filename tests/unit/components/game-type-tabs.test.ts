import { describe, expect, it } from 'vitest';
import { gameTypeIds, gameTypeLabelKey, gameTypePath, parseGameType } from '../../../src/components/game-type-tabs';

describe('game type tabs', () => {
  it('has the six types of docs/product.md §9 in id order, each with a label and a lobby page', () => {
    expect(gameTypeIds).toEqual([1, 2, 3, 4, 5, 6]);
    for (const id of gameTypeIds) {
      expect(gameTypeLabelKey[id]).toMatch(/^nav\./);
      expect(gameTypePath[id]).toMatch(/^\/[A-Z]/);
    }
    expect(gameTypePath[2]).toBe('/Fish');
  });

  it.each([
    ['3', 3],
    ['6', 6],
    ['0', null],
    ['7', null],
    ['1.5', null],
    ['', null],
    [null, null],
    ['abc', null],
    ['undefined', null],
  ])('reads %j as %j', (text, id) => {
    expect(parseGameType(text)).toBe(id);
  });
});
