/**
 * A QR-like picture for the app promotion: the three finder squares, timing lines and a pattern
 * that depends only on `seed`. It is an illustration, not an encoded address, so the page always
 * prints the address in words next to it.
 */
export function qrModules(seed: string, size = 25): boolean[][] {
  // FNV-1a of the seed feeds a small xorshift generator: the same seed draws the same picture.
  let state = 2166136261;
  for (const ch of seed) state = Math.imul(state ^ ch.charCodeAt(0), 16777619);
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const finder = (r: number, c: number): boolean | null => {
    for (const [top, left] of [[0, 0], [0, size - 7], [size - 7, 0]] as const) {
      const y = r - top;
      const x = c - left;
      if (y >= -1 && y <= 7 && x >= -1 && x <= 7) {
        if (y < 0 || y > 6 || x < 0 || x > 6) return false;
        const ring = Math.max(Math.abs(y - 3), Math.abs(x - 3));
        return ring !== 2;
      }
    }
    return null;
  };
  return Array.from({ length: size }, (_, r) =>
    Array.from({ length: size }, (_, c) => {
      const fixed = finder(r, c);
      if (fixed !== null) return fixed;
      if (r === 6 || c === 6) return (r + c) % 2 === 0;
      return random() < 0.48;
    }),
  );
}

/** One SVG path of the dark modules, a run of neighbours per rectangle (small markup). */
export function qrPath(modules: boolean[][]): string {
  let d = '';
  modules.forEach((row, r) => {
    let c = 0;
    while (c < row.length) {
      if (!row[c]) {
        c += 1;
        continue;
      }
      const start = c;
      while (c < row.length && row[c]) c += 1;
      d += `M${start} ${r}h${c - start}v1h-${c - start}z`;
    }
  });
  return d;
}
