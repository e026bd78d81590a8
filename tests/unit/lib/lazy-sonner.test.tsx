// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The bare name, as the lobby writes it: vite.config.ts points it at src/lib/lazy-sonner.tsx.
import { toast, Toaster } from 'sonner';
import { toastKinds } from '../../../src/lib/lazy-sonner';

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('lazy sonner', () => {
  it('is what the lobby gets for `sonner`', () => {
    expect(Object.keys(toast).sort()).toEqual([...toastKinds].sort());
  });

  it('provides every toast kind the lobby uses', () => {
    const used = new Set(walk('src').flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\btoast\.([a-zA-Z]+)\(/g)].map((m) => m[1]!)));
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((kind) => !toastKinds.includes(kind))).toEqual([]);
  });

  it('shows a toast asked for before the Toaster is mounted, with the id it returned at once', async () => {
    const id = toast.error('Session expired', { id: 'early' });
    expect(id).toBe('early');
    expect(typeof toast.success('Saved')).toBe('string');
    render(<Toaster />);
    expect(await screen.findByText('Session expired')).toBeInTheDocument();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});
