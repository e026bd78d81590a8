// @vitest-environment node
import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../server/app.ts';
import { memberFeedback } from '../../server/db/schema/index.ts';
import { bearer, call, newMember, type TestApp } from './test-app.ts';
import { openTestDatabase } from './test-database.ts';

/** The app with its log captured: what an operator's log file would hold. */
const { database, drop } = await openTestDatabase();
const logLines: string[] = [];
const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => void (logLines.push(...String(chunk).split('\n').filter(Boolean)), done()) });
const app = await buildApp({ database, devEndpoints: true, logger: { level: 'info', stream } });
// A handler whose query fails in the database with a parameter worth keeping out of the log.
app.get('/api/test/failing-query', { schema: { response: { 200: z.unknown() } } }, async () => database.db.execute(sql`select ${'secret-param-4711'}::int as n`));
afterAll(async () => {
  await app.close();
  await drop();
});
const t = { app, database } as TestApp;
const log = () => logLines.join('\n');

const feedback = (token: { access_token: string }, content: string, lang = 'en') =>
  call(app, { method: 'POST', url: `/api/member/feedback?lang=${lang}`, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: `{"content":${JSON.stringify(content)}}` });
const feedbackCount = async (memberId: number) => (await database.db.select().from(memberFeedback)).filter((r) => r.memberId === memberId).length;

describe('unreadable text', () => {
  it('refuses NUL with 400 in the caller language before any SQL, and stores nothing', async () => {
    const m = await newMember(t);
    const res = await feedback(m.token, 'hello \u0000 world');
    expect(res).toEqual({ status: 400, body: { message: 'content contains characters that cannot be read; please remove them and try again' } });
    expect((await feedback(m.token, 'hello \u0000 world', 'zh_cn')).body).toEqual({ message: 'content 含有无法识别的字符，请删除后重试' });
    expect((await feedback(m.token, 'hello \u0000 world', 'zh_hk')).body).toEqual({ message: 'content 含有無法識別的字符，請刪除後重試' });
    expect(await feedbackCount(m.id)).toBe(0);
    expect(log()).not.toContain('Failed query');
  });

  it('refuses lone surrogates (body, query, path and object keys), keeps well-formed emoji', async () => {
    const m = await newMember(t);
    // JSON.stringify writes a lone surrogate as the escape \ud800, which JSON.parse turns back into one.
    expect((await feedback(m.token, 'broken \ud800 text')).status).toBe(400);
    expect((await feedback(m.token, 'broken \udfff text')).status).toBe(400);
    expect(await feedbackCount(m.id)).toBe(0);
    expect((await feedback(m.token, 'fine 😀 text')).status).toBe(200);
    const login = await call(app, { method: 'POST', url: '/api/auth/login?lang=en', payload: { name: 'demo01', password: 'demo123', ['k\u0000']: 1 } });
    expect(login.status).toBe(400);
    expect((await call(app, { method: 'GET', url: '/api/auth/check?tn_r=1&key=%00' })).status).toBe(400);
    expect((await call(app, { method: 'GET', url: '/api/demo-game/%00abc' })).status).toBe(400);
  });

  it('logs a failed query without its parameters', async () => {
    const res = await call(app, { method: 'GET', url: '/api/test/failing-query' });
    expect(res.status).toBe(500);
    const failed = logLines.find((line) => line.includes('request failed'));
    expect(failed).toBeDefined();
    expect(failed).toContain('select $1::int as n');
    expect(log()).not.toContain('secret-param-4711');
  });

  it('redacts query strings in the access log (the captcha key of /auth/check)', async () => {
    const key = 'Kq7wZ1xY2vU3tS4rQ5pO6nM7lK8jI9hG';
    await call(app, { method: 'GET', url: `/api/auth/check?tn_r=12&key=${key}` });
    await call(app, { method: 'GET', url: `/api/auth/sms?code=778899` });
    expect(log()).toContain('"url":"/api/auth/check?[redacted]"');
    expect(log()).not.toContain(key);
    expect(log()).not.toContain('778899');
  });
});
