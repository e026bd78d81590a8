import { useQuery } from '@tanstack/react-query';
import { fetchAboutList, fetchNotices } from '../api/content';
import { contentKeys } from '../api/query-keys';
import { useAppStore } from '../store/app-store';

/** Content changes rarely; the server caches it for 5 s, the lobby for 5 min. */
const CONTENT_STALE_MS = 5 * 60_000;

/** About-us items of the footer and the about page's side list (`/about/list`), per language. */
export function useAboutList() {
  const lang = useAppStore((s) => s.lang);
  return useQuery({ queryKey: contentKeys.aboutList(lang), queryFn: fetchAboutList, staleTime: CONTENT_STALE_MS });
}

/** Notices and the footer's alert images (`/system/notices`), per language. */
export function useNotices() {
  const lang = useAppStore((s) => s.lang);
  return useQuery({ queryKey: contentKeys.noticesIn(lang), queryFn: fetchNotices, staleTime: CONTENT_STALE_MS });
}
