/**
 * How far the server believes X-Forwarded-For (`TRUST_PROXY`). Every rate limit keys on the client's
 * address, and the header's left-most entry is whatever the client wrote: trusting it (a bare
 * `trustProxy: true`) lets anyone dodge the limits or spend the limits of an address they choose.
 * The client is instead the right-most address that no trusted proxy could have written.
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/** Names the proxy-addr library understands besides addresses and CIDRs. */
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
const addressOrCidr = /^[0-9A-Fa-f:.]+(\/\d{1,3})?$/;

/**
 * `TRUST_PROXY` as Fastify's `trustProxy`: unset or `0` trusts no proxy (the socket's peer is the
 * client); a number is how many proxies stand in front of the server; otherwise a comma list of
 * the proxies' addresses or CIDRs. Anything else stops the start, rather than guessing.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    // Hop 0 is the socket's peer (the nearest proxy), hop 1 the address that proxy appended, and so on.
    return (_address, hop) => hop < hops;
  }
  const list = text.split(',').map((entry) => entry.trim());
  const bad = list.find((entry) => !rangeNames.has(entry) && !addressOrCidr.test(entry));
  if (bad !== undefined) {
    throw new Error(`TRUST_PROXY: "${bad}" is neither a number of proxies nor a proxy address or CIDR (e.g. TRUST_PROXY=1 or TRUST_PROXY=10.0.0.0/8,127.0.0.1)`);
  }
  return list;
}
