// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberFeedback } from '../../server/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { bearer, newMember, startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const nested = (depth: number, inner = '"x"') => `{"name":${'['.repeat(depth)}${inner}${']'.repeat(depth)}}`;
const send = (payload: string, lang = 'en') =>
  t.app.inject({ method: 'POST', url: `/api/auth/check?lang=${lang}`, headers: { 'content-type': 'application/json' }, payload });

describe('deeply nested JSON', () => {
  it('is refused with 400 and a message in the caller language before any validation, without a stack', async () => {
    const messages = { en: 'The request nests too deeply', zh_cn: '请求内容嵌套过深', zh_hk: '請求內容嵌套過深' };
    for (const [lang, message] of Object.entries(messages)) {
      const res = await send(nested(10_000), lang);
      expect(res.statusCode, lang).toBe(400);
      // The captcha check's refusals carry their code, this one included.
      expect(res.json(), lang).toEqual({ message, code: 'json_too_deep' });
      expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    }
  });

  it('is refused the same on the feedback upload (parsed in the upload worker), storing nothing', async () => {
    const m = await newMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/feedback?lang=zh_cn',
      headers: { ...bearer(m.token), 'content-type': 'application/json' },
      payload: `{"content":"hello there","x":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: '请求内容嵌套过深' });
    expect(await t.database.db.select().from(memberFeedback).where(eq(memberFeedback.memberId, m.id))).toEqual([]);
  });

  it('counts brackets inside strings as text, and still parses a body 20 deep', async () => {
    // Past the schema's check the body is refused for its fields (422), not for its shape (400).
    expect((await send(nested(20))).statusCode).toBe(422);
    expect((await send(`{"name":"${'['.repeat(5000)}"}`)).statusCode).toBe(422);
    expect((await send(`{"name":"\\"${'['.repeat(5000)}"}`)).statusCode).toBe(422);
  });

  it('keeps refusing __proto__ keys (prototype poisoning)', async () => {
    expect((await send('{"__proto__":{"x":1},"key":"a"}')).statusCode).toBe(400);
    expect((await send('{"constructor":{"prototype":{"x":1}},"key":"a"}')).statusCode).toBe(400);
  });
});
