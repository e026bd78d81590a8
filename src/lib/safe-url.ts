/** A root-relative path ("/media/a.svg", not "//host") or an absolute http(s) URL for an image; else null. */
export function mediaUrlOrNull(value: string | undefined | null): string | null {
  if (!value) return null;
  if (/^\/(?!\/)[^\s\\]*$/.test(value)) return value;
  return httpUrlOrNull(value);
}

/** Returns the URL when it is an absolute http(s) address, else null: config values are not trusted. */
export function httpUrlOrNull(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
