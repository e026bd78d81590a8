// @vitest-environment node
// PostgreSQL only (vite.config.ts): the server suite's template database is kept between runs
// against one server (README, "On a new machine"), built once however many runs start at once.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrlOf, pgAdmin } from './pg-admin.ts';
import { cachedTemplate, pruneTemplates } from './template-cache.ts';

const url = process.env.DATABASE_URL!;
const made: string[] = [];
afterAll(async () => {
  for (const name of made) for (const db of [name, `${name}_partial`]) await pgAdmin(url, `DROP DATABASE IF EXISTS ${db}`);
});

/** A template name of this test's own, seeded at `hour`. */
function templateName(hour = '2026031714'): string {
  const name = `lobby_tpl_${randomBytes(8).toString('hex')}_${hour}`;
  made.push(name);
  return name;
}

async function databases(like: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname', [`${like}%`])).rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
}

/** Builds like the global set-up: a table and a row in the database being made. */
const seedOne = (value: string) => async (partialUrl: string) => pgAdmin(partialUrl, `CREATE TABLE seeded (v text); INSERT INTO seeded VALUES ('${value}')`);

describe('the kept template database', () => {
  it('is built once by 20 runs starting together, each then finding it whole', async () => {
    const name = templateName();
    let builds = 0;
    const results = await Promise.all(Array.from({ length: 20 }, () => cachedTemplate(url, name, async (u) => void (builds += 1, await seedOne('whole')(u)))));
    expect(builds).toBe(1);
    expect(results.filter((r) => r.built)).toHaveLength(1);
    expect(await databases(name)).toEqual([name]);
    const copy = `t_${randomBytes(6).toString('hex')}`;
    await pgAdmin(url, `CREATE DATABASE ${copy} TEMPLATE ${name}`);
    const client = new pg.Client({ connectionString: databaseUrlOf(url, copy) });
    await client.connect();
    try {
      expect((await client.query('SELECT v FROM seeded')).rows).toEqual([{ v: 'whole' }]);
    } finally {
      await client.end();
      await pgAdmin(url, `DROP DATABASE ${copy}`);
    }
  });

  it('keeps nothing of a failed build under its name, and the next run builds it', async () => {
    const name = templateName();
    await expect(cachedTemplate(url, name, async () => Promise.reject(new Error('seed failed')))).rejects.toThrow('seed failed');
    expect(await databases(name)).toEqual([]);
    expect(await cachedTemplate(url, name, seedOne('again'))).toEqual({ built: true });
    expect(await cachedTemplate(url, name, seedOne('never'))).toEqual({ built: false });
  });

  it('drops the templates seeded before the given hour, but not the one kept', async () => {
    const old = templateName('2020010100');
    const kept = templateName('2020010101');
    const recent = templateName('2020010105');
    for (const name of [old, kept, recent]) await cachedTemplate(url, name, seedOne(name));
    const dropped = await pruneTemplates(url, kept, '2020010103');
    expect(dropped).toContain(old);
    expect(dropped).not.toContain(kept);
    expect(await databases('lobby_tpl_')).toEqual(expect.arrayContaining([kept, recent]));
    expect(await databases(old)).toEqual([]);
  });
});
