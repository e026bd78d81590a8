// @vitest-environment node
// The server suite's migrated, seeded database is kept between runs (README, "On a new machine"):
// what invalidates it, and how concurrent runs share the cache folder.
import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inputsOf, preparedDatabaseKey, repoRoot, seedHour } from './prepared-key.ts';
import { cachedFile, pruneCache } from './snapshot-cache.ts';

const scratch = mkdtempSync(join(tmpdir(), 'lobby-cache-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of what the key is made from, at the same relative paths under a folder of its own. */
function copyOfInputs(): string {
  const root = mkdtempSync(join(scratch, 'repo-'));
  const db = join(repoRoot, 'server/db');
  const files = [
    ...inputsOf([join(db, 'prepare.ts'), join(db, 'client.ts'), join(repoRoot, 'tests/server/global-setup.ts')], [join(db, 'migrations')]),
    join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'),
  ];
  for (const file of files) {
    const target = join(root, relative(repoRoot, file));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(file, target);
  }
  return root;
}

describe('the key of the kept database', () => {
  it('is made from the migrations, the seed with what it imports, and the global set-up', () => {
    const inputs = inputsOf([join(repoRoot, 'server/db/prepare.ts')], [join(repoRoot, 'server/db/migrations')]).map((f) => relative(repoRoot, f));
    expect(inputs).toEqual(expect.arrayContaining(['server/db/migrations/0001_init.sql', 'server/db/seed/index.ts', 'server/db/seed/members.ts', 'server/db/migrate.ts']));
    // Imported by the seed from outside server/db: the texts and contracts it writes.
    expect(inputs).toEqual(expect.arrayContaining(['domain/texts/en.json', 'domain/contracts/lang.ts', 'domain/time/operator-time.ts']));
  });

  it('is the same for a copy of the same code elsewhere, and changes with a changed or added migration or a changed seed', () => {
    const root = copyOfInputs();
    const key = preparedDatabaseKey(root);
    expect(key).toBe(preparedDatabaseKey(repoRoot));

    appendFileSync(join(root, 'server/db/migrations/0001_init.sql'), '\n-- changed\n');
    const changedMigration = preparedDatabaseKey(root);
    expect(changedMigration).not.toBe(key);

    writeFileSync(join(root, 'server/db/migrations/9999_new.sql'), 'SELECT 1;\n');
    const addedMigration = preparedDatabaseKey(root);
    expect(addedMigration).not.toBe(changedMigration);

    appendFileSync(join(root, 'domain/time/operator-time.ts'), '\n// changed\n');
    expect(preparedDatabaseKey(root)).not.toBe(addedMigration);
  });

  it('names the seed hour on the server clock (UTC+8), so a seed is never from another server day', () => {
    expect(seedHour(new Date('2026-03-17T05:59:59Z'))).toBe('2026031713');
    expect(seedHour(new Date('2026-03-17T15:59:59Z'))).toBe('2026031723');
    expect(seedHour(new Date('2026-03-17T16:00:00Z'))).toBe('2026031800');
  });
});

describe('the cache folder', () => {
  it('builds a missing entry once and hands the same file to the next runs', async () => {
    const dir = join(scratch, 'once');
    let builds = 0;
    const build = async (path: string) => void (builds += 1, writeFileSync(path, 'seeded'));
    expect(await cachedFile(dir, 'a.tar', build)).toEqual({ path: join(dir, 'a.tar'), built: true });
    expect(await cachedFile(dir, 'a.tar', build)).toEqual({ path: join(dir, 'a.tar'), built: false });
    expect(builds).toBe(1);
    expect(await cachedFile(dir, 'b.tar', build)).toMatchObject({ built: true });
    expect(builds).toBe(2);
  });

  it('never shows a half-written entry to runs starting while another builds it, and leaves no part behind', async () => {
    const dir = join(scratch, 'race');
    const whole = 'x'.repeat(1 << 20);
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const build = async (path: string) => {
      writeFileSync(path, whole.slice(0, 1000));
      await pause(5);
      appendFileSync(path, whole.slice(1000));
    };
    // Runs start a millisecond apart: the later ones find the entry being written, or written.
    const runs = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        await pause(i);
        const { path } = await cachedFile(dir, 'a.tar', build);
        return readFileSync(path, 'utf8');
      }),
    );
    for (const content of runs) expect(content.length).toBe(whole.length);
    expect(readdirSync(dir)).toEqual(['a.tar']);
  });

  it('keeps nothing of a build that failed, and builds again next time', async () => {
    const dir = join(scratch, 'failed');
    const failing = async (path: string) => {
      writeFileSync(path, 'half');
      throw new Error('seed failed');
    };
    await expect(cachedFile(dir, 'a.tar', failing)).rejects.toThrow('seed failed');
    expect(readdirSync(dir)).toEqual([]);
    expect(await cachedFile(dir, 'a.tar', async (path) => writeFileSync(path, 'seeded'))).toMatchObject({ built: true });
    expect(readFileSync(join(dir, 'a.tar'), 'utf8')).toBe('seeded');
  });

  it('drops old entries of other code or hours, but not the one in use nor recent ones another run may read', () => {
    const dir = join(scratch, 'prune');
    mkdirSync(dir);
    const now = Date.now();
    for (const name of ['current.tar', 'old.tar', 'recent.tar', 'old.tar.123-abcd.partial']) writeFileSync(join(dir, name), name);
    const hoursAgo = (h: number) => new Date(now - h * 3600_000);
    utimesSync(join(dir, 'current.tar'), hoursAgo(5), hoursAgo(5));
    utimesSync(join(dir, 'old.tar'), hoursAgo(4), hoursAgo(4));
    utimesSync(join(dir, 'old.tar.123-abcd.partial'), hoursAgo(4), hoursAgo(4));
    utimesSync(join(dir, 'recent.tar'), hoursAgo(1), hoursAgo(1));
    expect(pruneCache(dir, 'current.tar', 3 * 3600_000, now).sort()).toEqual(['old.tar', 'old.tar.123-abcd.partial']);
    expect(readdirSync(dir).sort()).toEqual(['current.tar', 'recent.tar']);
  });
});
