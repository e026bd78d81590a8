import type { AboutDetail, AboutItem, Banner, NoticesReply } from '../../domain/contracts/replies/content';
import { getJson } from './http';

/** Banners of one group (`GET /banners?group=`), in the server's order; `home` is the home carousel. */
export function fetchBanners(group = 'home'): Promise<Banner[]> {
  return getJson<Banner[]>('/banners', { group });
}

/** Text notices and footer alert images (`GET /system/notices`). */
export function fetchNotices(): Promise<NoticesReply> {
  return getJson<NoticesReply>('/system/notices');
}

/** About-us items of the footer and the about page's side list (`GET /about/list`). */
export function fetchAboutList(): Promise<AboutItem[]> {
  return getJson<AboutItem[]>('/about/list');
}

/** One about-us item with its HTML body (`GET /abouts?id=`); sanitise the body before showing it. */
export function fetchAbout(id: number): Promise<AboutDetail> {
  return getJson<AboutDetail>('/abouts', { id });
}
