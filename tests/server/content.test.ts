// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner } from '../../domain/contracts/replies/content.ts';
import { languages } from '../../domain/contracts/lang.ts';
import { bannerTitles } from '../../server/db/seed/banner-titles.ts';
import { call, startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('config and content', () => {
  it('answers the health check', async () => {
    expect(await call(t.app, { method: 'GET', url: '/api/health' })).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('gives every system config field of docs/product.md §3, and only the asked groups', async () => {
    const all = await call(t.app, { method: 'GET', url: '/api/system/configs?url=127.0.0.1&group=system,register,service,activity' });
    expect(all.status).toBe(200);
    expect(Object.keys(all.body).sort()).toEqual(
      [
        'activity_wheel_is_open',
        'is_redbag_open',
        'kefu_qq',
        'register_setting_json',
        'service_link',
        'site_licences',
        'site_logo',
        'site_mobile',
        'vip1_is_login_captcha_open',
        'vip1_is_register_sms_open',
      ].sort(),
    );
    expect(JSON.parse(String(all.body.register_setting_json))).toMatchObject({ isCaptchaRequired: true });
    const one = await call(t.app, { method: 'GET', url: '/api/system/configs?group=activity' });
    expect(Object.keys(one.body).sort()).toEqual(['activity_wheel_is_open', 'is_redbag_open']);
  });

  it('lists home banners', async () => {
    const res = await call<{ url: string }[]>(t.app, { method: 'GET', url: '/api/banners?group=home&lang=en' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body[0]?.url).toMatch(/^\/media\//);
  });

  it('gives each language its own banner artwork, first banner included, with the same links', async () => {
    const of = async (lang: string) => (await call<{ url: string; link: string }[]>(t.app, { method: 'GET', url: `/api/banners?group=home&lang=${lang}` })).body;
    const [cn, hk, en] = [await of('zh_cn'), await of('zh_hk'), await of('en')];
    expect(cn[0]?.url).toBe('/media/banners/banner-1-zh_cn.webp');
    expect(hk[0]?.url).toBe('/media/banners/banner-1-zh_hk.webp');
    expect(en[0]?.url).toBe('/media/banners/banner-1.webp');
    expect(cn.map((b) => b.link)).toEqual(en.map((b) => b.link));
    expect(hk.map((b) => b.link)).toEqual(en.map((b) => b.link));
  });

  it('names each banner by the words in its picture, in the asked language, for its alt text', async () => {
    const of = async (lang: string) => (await call<Banner[]>(t.app, { method: 'GET', url: `/api/banners?group=home&lang=${lang}` })).body;
    const [cn, en] = [await of('zh_cn'), await of('en')];
    expect(cn[0]?.title).toBe('首存 100% 红利：首次存款翻倍，最高 8,888');
    expect(en[2]?.title).toBe('Lucky Wheel: 3 free spins every day, prizes up to 188.88');
    for (const lang of languages) expect((await of(lang)).map((b) => b.title)).toEqual(bannerTitles[lang]);
    // Databases seeded before the column get the same words from its migration, or from 0044 where the art was redrawn.
    const migration = ['0029_banner_titles.sql', '0044_truthful_promotions.sql'].map((f) => readFileSync(join(import.meta.dirname, '../../server/db/migrations', f), 'utf8')).join('\n');
    for (const lang of languages)
      bannerTitles[lang].forEach((title, i) => expect(migration).toContain(`WHEN '/media/banners/banner-${i + 1}${lang === 'en' ? '' : `-${lang}`}.webp' THEN '${title}'`));
  });

  it('gives the alert images of the asked language', async () => {
    const alerts = async (lang: string) => (await call<{ alert: { content: string }[] }>(t.app, { method: 'GET', url: `/api/system/notices?lang=${lang}` })).body.alert.map((a) => a.content);
    expect(await alerts('zh_hk')).toEqual(['/media/alerts/alert-1-zh_hk.svg', '/media/alerts/alert-2-zh_hk.svg', '/media/alerts/alert-3-zh_hk.svg']);
    expect((await alerts('zh_cn'))[0]).toBe('/media/alerts/alert-1-zh_cn.svg');
    expect((await alerts('en'))[0]).toBe('/media/alerts/alert-1.svg');
  });

  it('gives notices and alert items in the asked language', async () => {
    const en = await call<{ list: { content: string }[]; alert: { content: string }[] }>(t.app, { method: 'GET', url: '/api/system/notices?lang=en' });
    const cn = await call<{ list: { content: string }[] }>(t.app, { method: 'GET', url: '/api/system/notices?lang=zh_cn' });
    expect(en.body.list.length).toBeGreaterThan(0);
    expect(en.body.alert.length).toBeGreaterThan(0);
    expect(en.body.list[0]?.content).not.toEqual(cn.body.list[0]?.content);
    expect(cn.body.list[0]?.content).toMatch(/[\u4e00-\u9fff]/);
  });

  it('lists about items and gives one with its body', async () => {
    const list = await call<{ id: number; title: string }[]>(t.app, { method: 'GET', url: '/api/about/list?lang=en' });
    expect(list.body.length).toBeGreaterThanOrEqual(5);
    const typed = await call<{ id: number }[]>(t.app, { method: 'GET', url: '/api/abouts?type=5&lang=en' });
    expect(typed.body.map((a) => a.id)).toEqual(list.body.map((a) => a.id));
    const first = list.body[0]!;
    const detail = await call<{ title: string; content: string }>(t.app, { method: 'GET', url: `/api/abouts?id=${first.id}&lang=en` });
    expect(detail.body.title).toBe(first.title);
    expect(detail.body.content.length).toBeGreaterThan(20);
  });

  it('answers bad and unknown ids with a translated message', async () => {
    const missing = await call<{ message: string }>(t.app, { method: 'GET', url: '/api/abouts?id=999999&lang=en' });
    expect(missing).toEqual({ status: 404, body: { message: 'Not found' } });
    for (const id of ['abc', '-1', "1;DROP TABLE abouts", '<script>', '9'.repeat(40)]) {
      const bad = await call<{ message: string }>(t.app, { method: 'GET', url: `/api/abouts?id=${encodeURIComponent(id)}&lang=en` });
      expect(bad.status).toBe(422);
      expect(bad.body.message).toBe('Please check this field');
    }
    const unknown = await call<{ message: string }>(t.app, { method: 'GET', url: '/api/nothing-here?lang=zh_cn' });
    expect(unknown).toEqual({ status: 404, body: { message: '内容不存在' } });
  });

  it('has no dev endpoints unless asked for', async () => {
    const prod = await startTestApp({ devEndpoints: false });
    try {
      expect((await call(prod.app, { method: 'GET', url: '/api/dev/sms?phone=%2B8613800000001' })).status).toBe(404);
      expect((await call(prod.app, { method: 'GET', url: '/api/dev/captcha/abcdefghijklmnopq' })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
