import type { TFunction } from 'i18next';
import { ApiError } from '../../../api/http';

function codeOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object' || !('code' in error.body)) return null;
  const code = (error.body as { code: unknown }).code;
  return typeof code === 'string' && /^[a-z_]+$/.test(code) ? code : null;
}

/**
 * The text of a refused event call: `eventErrors.<code>` in the interface language when the lobby
 * has one for the server's `code` (event calls are answered in zh_cn), else the server's message.
 */
export function eventErrorText(t: TFunction, error: unknown): string {
  const code = codeOf(error);
  const fallback = error instanceof Error ? error.message : String(error);
  // The server's message is the default: a code this lobby has no text for still says something.
  return code ? t(`eventErrors.${code}`, { defaultValue: fallback }) : fallback;
}
