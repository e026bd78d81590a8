import { httpUrlOrNull } from '../lib/safe-url';

/** Mobile redirect of docs/product.md §1 and §9: narrower than 960 px goes to `site_mobile`. */
export const MOBILE_MAX_WIDTH = 960;

/** Returns the address to go to, or null when the window is wide enough or the URL is not http(s). */
export function mobileRedirectTarget(width: number, siteMobile: string | undefined): string | null {
  if (width >= MOBILE_MAX_WIDTH) return null;
  return httpUrlOrNull(siteMobile);
}
