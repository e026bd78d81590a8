/* Zod-free on purpose: the header's provider list is in the entry chunk. */

/** Parses a provider's `params` JSON text; bad JSON or a non-object is an error the lobby shows. */
export function parseProviderParams(text: string | null | undefined): { ok: true; params: Record<string, string> } | { ok: false } {
  if (!text) return { ok: true, params: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false };
    const params: Record<string, string> = {};
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') params[key] = String(v);
    }
    return { ok: true, params };
  } catch {
    return { ok: false };
  }
}
