import { useQuery } from '@tanstack/react-query';
import { fetchAbout } from '../../api/content';
import { contentKeys } from '../../api/query-keys';
import { useAppStore } from '../../store/app-store';

/** One about-us item with its body (`/abouts?id=`), per language; `id` null waits. */
export function useAbout(id: number | null) {
  const lang = useAppStore((s) => s.lang);
  return useQuery({ queryKey: contentKeys.about(id, lang), queryFn: () => fetchAbout(id!), enabled: id !== null, staleTime: 5 * 60_000 });
}
