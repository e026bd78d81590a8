import { asc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AboutDetail, AboutItem, Banner, NoticesReply } from '../../src/contracts/content-types.ts';
import { aboutsQuerySchema, bannersQuerySchema } from '../../src/contracts/content.ts';
import { abouts, notices } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { listBanners } from '../services/content/banners.ts';
import { replyFromCache } from '../services/platform/cached-reply.ts';
import { localName } from '../services/content/localized.ts';

/** About items listed in the footer and the about-us side list (spec point 7 `/abouts?type=5`). */
const ABOUT_LIST_TYPE = 5;

/** Banners, notices and about-us content the shell and footer read (spec point 7). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get('/banners', { schema: { querystring: bannersQuerySchema } }, async (request, reply) => {
    const group = request.query.group ?? 'home';
    // The rows themselves, not the banner service's cache: two cache lifetimes in a row would let an
    // operator's edit wait up to twice as long.
    return replyFromCache<Banner[]>(app, request, reply, `banners:${group}:${request.lang}`, () => listBanners(db, group, request.lang));
  });

  app.get('/system/notices', async (request, reply) =>
    replyFromCache<NoticesReply>(app, request, reply, `notices:${request.lang}`, async () => {
      const rows = await db.select().from(notices).orderBy(asc(notices.sort), asc(notices.id));
      return {
        list: rows.filter((r) => r.kind === 'text').map((r) => ({ id: r.id, content: localName(r.content, request.lang), created_at: r.createdAt.toISOString() })),
        alert: rows.filter((r) => r.kind === 'alert').map((r) => ({ id: r.id, content: localName(r.content, request.lang) })),
      };
    }),
  );

  const listAbouts = (request: FastifyRequest, reply: FastifyReply, type: number) =>
    replyFromCache<AboutItem[]>(app, request, reply, `abouts:${type}:${request.lang}`, async () => {
      const rows = await db
        .select({ id: abouts.id, title: abouts.title, type: abouts.type })
        .from(abouts)
        .where(eq(abouts.type, type))
        .orderBy(asc(abouts.sort), asc(abouts.id));
      return rows.map((r) => ({ id: r.id, title: localName(r.title, request.lang), type: r.type }));
    });

  app.get('/abouts', { schema: { querystring: aboutsQuerySchema } }, async (request, reply): Promise<FastifyReply | AboutDetail> => {
    const { id, type } = request.query;
    if (id === undefined) return listAbouts(request, reply, type ?? ABOUT_LIST_TYPE);
    const [row] = await db.select().from(abouts).where(eq(abouts.id, id));
    if (!row) throw new AppError(404, 'not_found');
    return { id: row.id, type: row.type, title: localName(row.title, request.lang), content: localName(row.content, request.lang) };
  });

  app.get('/about/list', async (request, reply) => listAbouts(request, reply, ABOUT_LIST_TYPE));
};
