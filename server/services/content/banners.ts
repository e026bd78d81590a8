import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Banner } from '../../../domain/contracts/replies/content.ts';
import type { Lang } from '../../../domain/contracts/lang.ts';
import type { Database } from '../../db/client.ts';
import { banners } from '../../db/schema/index.ts';

/** Banners of one group in the caller's language (rows without a language show in every one). */
export function listBanners(db: Database['db'], group: string, lang: Lang): Promise<Banner[]> {
  return db
    .select({ id: banners.id, url: banners.url, title: banners.title, link: banners.link })
    .from(banners)
    .where(and(eq(banners.grp, group), or(isNull(banners.lang), eq(banners.lang, lang))))
    .orderBy(asc(banners.sort), asc(banners.id));
}

/** Banners of one group in the caller's language, through the app's content cache. */
export function cachedBanners(app: FastifyInstance, group: string, lang: Lang): Promise<Banner[]> {
  return app.caches.content.get(`banners:${group}:${lang}`, () => listBanners(app.db.db, group, lang));
}
