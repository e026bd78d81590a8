// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActApplication, ActApplyReply, ActItem, ActivityDetail, ActivityItem } from '../../domain/contracts/replies/promotions.ts';
import { acts, activities } from '../../server/db/schema/index.ts';
import { bearer, call, countRows, newMember, startTestApp, walletCents, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const apply = (token: { access_token: string } | null, id = 35, lang = 'en') =>
  call<ActApplyReply & { message: string }>(t.app, { method: 'POST', url: `/api/act/apply/${id}?lang=${lang}`, headers: token ? bearer(token) : {} });

describe('activities', () => {
  it('lists the listed activities in sort order, the welcome gift first with its act', async () => {
    const res = await call<ActivityItem[]>(t.app, { method: 'GET', url: '/api/activities?lang=en' });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(7);
    expect(res.body[0]).toMatchObject({ title: 'Welcome gift of 18 for new members', act_id: 35, ends_at: null });
    expect(res.body.slice(1).every((a) => a.act_id === null)).toBe(true);
    for (const a of res.body) {
      expect(Object.keys(a).sort()).toEqual(['act_id', 'ends_at', 'id', 'image_url', 'kind', 'link', 'starts_at', 'title']);
      expect(a.image_url).toMatch(/^\/media\/activities\//);
    }
  });

  it('picks the language with the lang parameter, zh_cn by default', async () => {
    const [en, hk, cn, none] = await Promise.all(
      ['?lang=en', '?lang=zh_hk', '?lang=zh_cn', ''].map((q) => call<ActivityItem[]>(t.app, { method: 'GET', url: `/api/activities${q}` })),
    );
    expect(en!.body[1]?.title).toBe('100% first deposit bonus');
    expect(hk!.body[1]?.title).toBe('首存 100% 紅利');
    expect(cn!.body[1]?.title).toBe('首存 100% 红利');
    expect(none!.body).toEqual(cn!.body);
  });

  it('gives one activity with its HTML body, and 404 or 422 for unknown or bad ids', async () => {
    const list = await call<ActivityItem[]>(t.app, { method: 'GET', url: '/api/activities?lang=zh_hk' });
    const first = list.body[1]!;
    const detail = await call<ActivityDetail>(t.app, { method: 'GET', url: `/api/activity/${first.id}?lang=zh_hk` });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ ...first });
    expect(detail.body.content).toMatch(/^<h3>首存即送 100%/);
    const missing = await call<{ message: string }>(t.app, { method: 'GET', url: '/api/activity/99999?lang=en' });
    expect(missing).toEqual({ status: 404, body: { message: 'Not found' } });
    for (const bad of ['0', 'abc', '1e3', '-1', '12345678901']) {
      expect((await call(t.app, { method: 'GET', url: `/api/activity/${bad}` })).status, bad).toBe(422);
    }
  });

  it('keeps an unlisted activity off the list but reachable by its id', async () => {
    const created = await call<{ id: number }>(t.app, { method: 'POST', url: '/api/dev/activities', payload: { title: 'Hidden', content: '<p>by link</p>' } });
    expect(created.status).toBe(200);
    const detail = await call<ActivityDetail>(t.app, { method: 'GET', url: `/api/activity/${created.body.id}` });
    expect(detail.body).toMatchObject({ title: 'Hidden', content: '<p>by link</p>', act_id: null });
    t.app.caches.content.clear();
    const list = await call<ActivityItem[]>(t.app, { method: 'GET', url: '/api/activities' });
    expect(list.body.map((a) => a.id)).not.toContain(created.body.id);
  });
});

describe('acts', () => {
  it('lists act 35 and gives it by id, open, with its bonus', async () => {
    const list = await call<ActItem[]>(t.app, { method: 'GET', url: '/api/act/list?lang=en' });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: 35, bonus: '18.00', approval: 'auto', open: true, title: 'Welcome gift of 18 for new members' });
    const one = await call<ActItem>(t.app, { method: 'GET', url: '/api/act/35?lang=en' });
    expect(one.body).toEqual(list.body[0]);
    expect((await call(t.app, { method: 'GET', url: '/api/act/36' })).status).toBe(404);
  });
});

describe('applying', () => {
  it('refuses a visitor with 401', async () => {
    const res = await apply(null);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Your login has expired, please log in again!');
    expect((await call(t.app, { method: 'GET', url: '/api/act/apply/result' })).status).toBe(401);
  });

  it('approves a member once, credits 18.00 in one ledger transaction (two entries) and shows the result', async () => {
    const m = await newMember(t, { balanceCents: 500 });
    const ledgerBefore = await countRows(t.database, 'ledger_transactions');
    const first = await apply(m.token);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Approved: 18.00 has been added to your wallet');
    expect(first.body.money).toBe('23.00');
    expect(first.body.application).toMatchObject({ act_id: 35, status: 'approved', bonus: '18.00', title: 'Welcome gift of 18 for new members' });
    expect(await countRows(t.database, 'ledger_transactions')).toBe(ledgerBefore + 1);

    const me = await call<{ money: string }>(t.app, { method: 'POST', url: '/api/auth/me', headers: bearer(m.token) });
    expect(me.body.money).toBe('23.00');

    const again = await apply(m.token, 35, 'zh_cn');
    expect(again).toEqual({ status: 409, body: { message: '您已申请过该优惠' } });
    expect(await countRows(t.database, 'ledger_transactions')).toBe(ledgerBefore + 1);

    const result = await call<ActApplication[]>(t.app, { method: 'GET', url: '/api/act/apply/result?lang=zh_hk', headers: bearer(m.token) });
    expect(result.status).toBe(200);
    expect(result.body).toEqual([{ ...first.body.application, title: '新會員見面禮 18 元' }]);
    const filtered = await call<ActApplication[]>(t.app, { method: 'GET', url: '/api/act/apply/result?act_id=36', headers: bearer(m.token) });
    expect(filtered.body).toEqual([]);
  });

  it('pays concurrent applications of one member exactly once', async () => {
    const m = await newMember(t);
    const replies = await Promise.all([apply(m.token), apply(m.token), apply(m.token)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await walletCents(t, m.id)).toBe(1800);
  });

  it('gives a new member an empty result list', async () => {
    const m = await newMember(t);
    const result = await call<ActApplication[]>(t.app, { method: 'GET', url: '/api/act/apply/result', headers: bearer(m.token) });
    expect(result).toEqual({ status: 200, body: [] });
  });

  it('answers 404 for an unknown act and writes nothing', async () => {
    const m = await newMember(t);
    const before = await countRows(t.database, 'act_applications');
    expect((await apply(m.token, 36)).status).toBe(404);
    expect(await countRows(t.database, 'act_applications')).toBe(before);
  });

  it('refuses applications to a closed or ended act, and keeps a review act pending without money', async () => {
    const m = await newMember(t);
    const [act] = await t.database.db.select().from(acts).where(eq(acts.id, 35));
    try {
      await t.database.db.update(acts).set({ enabled: false }).where(eq(acts.id, 35));
      t.app.caches.content.clear();
      expect((await call<ActItem[]>(t.app, { method: 'GET', url: '/api/act/list' })).body).toEqual([]);
      expect((await call<ActItem>(t.app, { method: 'GET', url: '/api/act/35' })).body.open).toBe(false);
      expect(await apply(m.token)).toEqual({ status: 422, body: { message: 'This promotion is not accepting applications right now' } });

      await t.database.db.update(acts).set({ enabled: true }).where(eq(acts.id, 35));
      await t.database.db.update(activities).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(activities.id, act!.activityId));
      t.app.caches.content.clear();
      expect((await apply(m.token)).status).toBe(422);

      await t.database.db.update(activities).set({ endsAt: null }).where(eq(activities.id, act!.activityId));
      await t.database.db.update(acts).set({ approval: 'review' }).where(eq(acts.id, 35));
      t.app.caches.content.clear();
      const pending = await apply(m.token);
      expect(pending.status).toBe(200);
      expect(pending.body).toMatchObject({ message: 'Your application has been submitted and is waiting for review', money: '0.00' });
      expect(pending.body.application).toMatchObject({ status: 'pending', bonus: '0.00' });
    } finally {
      await t.database.db.update(acts).set({ enabled: true, approval: 'auto' }).where(eq(acts.id, 35));
      await t.database.db.update(activities).set({ endsAt: null }).where(eq(activities.id, act!.activityId));
      t.app.caches.content.clear();
    }
  });
});

describe('dev helpers for the sanitising tests', () => {
  it('store raw HTML as given, for the lobby to sanitise', async () => {
    const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><p>ok</p>';
    const about = await call<{ id: number }>(t.app, { method: 'POST', url: '/api/dev/abouts', payload: { title: 'Raw', content: payload } });
    const detail = await call<{ content: string }>(t.app, { method: 'GET', url: `/api/abouts?id=${about.body.id}` });
    expect(detail.body.content).toBe(payload);
    const list = await call<{ id: number }[]>(t.app, { method: 'GET', url: '/api/about/list' });
    expect(list.body.map((a) => a.id)).not.toContain(about.body.id);
  });
});
