import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aboutsQuerySchema, bannersQuerySchema } from '../../domain/contracts/content.ts';
import { aboutListReplySchema, aboutsReplySchema, bannersReplySchema, noticesReplySchema } from '../../domain/contracts/replies/content.ts';
import { AppError } from '../errors.ts';
import { findAbout, listAbouts } from '../services/content/abouts.ts';
import { listBanners } from '../services/content/banners.ts';
import { listNotices } from '../services/content/notices.ts';
import { replyFromCache } from '../services/caches/cached-reply.ts';

/** About items listed in the footer and the about-us side list (docs/product.md §7 `/abouts?type=5`). */
const ABOUT_LIST_TYPE = 5;

/** Banners, notices and about-us content the shell and footer read (docs/product.md §7). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get('/banners', { schema: { querystring: bannersQuerySchema, response: { 200: bannersReplySchema } } }, async (request, reply) => {
    const group = request.query.group ?? 'home';
    // The rows themselves, not the banner service's cache: two cache lifetimes in a row would let an
    // operator's edit wait up to twice as long.
    return replyFromCache(app, request, reply, `banners:${group}:${request.lang}`, () => listBanners(db, group, request.lang), bannersReplySchema);
  });

  app.get('/system/notices', { schema: { response: { 200: noticesReplySchema } } }, async (request, reply) =>
    replyFromCache(app, request, reply, `notices:${request.lang}`, () => listNotices(db, request.lang), noticesReplySchema),
  );

  const aboutList = (request: FastifyRequest, reply: FastifyReply, type: number) =>
    replyFromCache(app, request, reply, `abouts:${type}:${request.lang}`, () => listAbouts(db, type, request.lang), aboutListReplySchema);

  app.get('/abouts', { schema: { querystring: aboutsQuerySchema, response: { 200: aboutsReplySchema } } }, async (request, reply) => {
    const { id, type } = request.query;
    if (id === undefined) return aboutList(request, reply, type ?? ABOUT_LIST_TYPE);
    const about = await findAbout(db, id, request.lang);
    if (!about) throw new AppError(404, 'not_found');
    return about;
  });

  app.get('/about/list', { schema: { response: { 200: aboutListReplySchema } } }, async (request, reply) => aboutList(request, reply, ABOUT_LIST_TYPE));
};
