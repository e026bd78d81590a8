import { describe, expect, it } from 'vitest';
import { qrModules, qrPath } from '../../../../src/features/home/qr-pattern';

describe('QR-like picture', () => {
  it('is the same for the same seed and differs between seeds', () => {
    expect(qrPath(qrModules('ios:m.example'))).toBe(qrPath(qrModules('ios:m.example')));
    expect(qrPath(qrModules('ios:m.example'))).not.toBe(qrPath(qrModules('android:m.example')));
  });

  it('draws the three finder squares', () => {
    const m = qrModules('h5', 25);
    for (const [top, left] of [[0, 0], [0, 18], [18, 0]] as const) {
      expect(m[top]![left]).toBe(true); // outer ring
      expect(m[top + 1]![left + 1]).toBe(false); // white ring
      expect(m[top + 3]![left + 3]).toBe(true); // centre
    }
    expect(m[7]![7]).toBe(false); // quiet separator
  });

  it('writes one rectangle per run of dark modules', () => {
    expect(qrPath([[true, true, false, true]])).toBe('M0 0h2v1h-2zM3 0h1v1h-1z');
  });
});
