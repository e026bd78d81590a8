import type { Banner, NoticesReply } from '../contracts/content-types';
import { getJson } from './http';

/** Banners of one group (`GET /banners?group=`), in the server's order; `home` is the home carousel. */
export function fetchBanners(group = 'home'): Promise<Banner[]> {
  return getJson<Banner[]>('/banners', { group });
}

/** Text notices and footer alert images (`GET /system/notices`). */
export function fetchNotices(): Promise<NoticesReply> {
  return getJson<NoticesReply>('/system/notices');
}
