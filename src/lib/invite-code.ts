/**
 * Invite code of docs/product.md §4: query parameter `i` of the page address. With hash routing it may
 * stand before the hash (`/?i=AB12#/`) or inside it (`#/?i=AB12`); both are honoured.
 */
export function readInviteCode(location: Pick<Location, 'search' | 'hash'>): string {
  const fromSearch = new URLSearchParams(location.search).get('i');
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?')) : '';
  const fromHash = new URLSearchParams(hashQuery).get('i');
  const code = (fromSearch ?? fromHash ?? '').trim();
  return /^[A-Za-z0-9_-]{1,32}$/.test(code) ? code : '';
}
