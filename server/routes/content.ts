import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AboutDetail, AboutItem, Banner, NoticesReply } from '../../src/contracts/content-types.ts';
import { aboutsQuerySchema, bannersQuerySchema } from '../../src/contracts/content.ts';
import type { Lang } from '../../src/contracts/lang.ts';
import { abouts, notices } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { cachedBanners } from '../services/banners.ts';
import { localName } from '../services/localized.ts';

/** About items listed in the footer and the about-us side list (spec point 7 `/abouts?type=5`). */
const ABOUT_LIST_TYPE = 5;

/** Banners, notices and about-us content the shell and footer read (spec point 7). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get('/banners', { schema: { querystring: bannersQuerySchema } }, async (request): Promise<Banner[]> => {
    const group = request.query.group ?? 'home';
    return cachedBanners(app, group, request.lang);
  });

  app.get('/system/notices', async (request): Promise<NoticesReply> =>
    app.caches.content.get(`notices:${request.lang}`, async () => {
      const rows = await db.select().from(notices).orderBy(asc(notices.sort), asc(notices.id));
      return {
        list: rows.filter((r) => r.kind === 'text').map((r) => ({ id: r.id, content: localName(r.content, request.lang), created_at: r.createdAt.toISOString() })),
        alert: rows.filter((r) => r.kind === 'alert').map((r) => ({ id: r.id, content: localName(r.content, request.lang) })),
      };
    }),
  );

  const listAbouts = (lang: Lang, type: number): Promise<AboutItem[]> =>
    app.caches.content.get(`abouts:${type}:${lang}`, async () => {
      const rows = await db
        .select({ id: abouts.id, title: abouts.title, type: abouts.type })
        .from(abouts)
        .where(eq(abouts.type, type))
        .orderBy(asc(abouts.sort), asc(abouts.id));
      return rows.map((r) => ({ id: r.id, title: localName(r.title, lang), type: r.type }));
    });

  app.get('/abouts', { schema: { querystring: aboutsQuerySchema } }, async (request): Promise<AboutItem[] | AboutDetail> => {
    const { id, type } = request.query;
    if (id === undefined) return listAbouts(request.lang, type ?? ABOUT_LIST_TYPE);
    const [row] = await db.select().from(abouts).where(eq(abouts.id, id));
    if (!row) throw new AppError(404, 'not_found');
    return { id: row.id, type: row.type, title: localName(row.title, request.lang), content: localName(row.content, request.lang) };
  });

  app.get('/about/list', async (request) => listAbouts(request.lang, ABOUT_LIST_TYPE));
};
