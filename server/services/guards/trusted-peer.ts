import { BlockList, isIPv6 } from 'node:net';
import type { TrustProxy } from './client-address.ts';

/** The ranges proxy-addr (Fastify's `trustProxy`) gives these names. */
const named: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Whether a socket's peer is one of the proxies `TRUST_PROXY` names (hop 0 of `trustProxy`), so
 * its connections carry many clients' requests. A number of proxies trusts every peer.
 */
export function trustedPeer(trust: TrustProxy): (address: string) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'function') return (address) => trust(address, 0);
  const list = new BlockList();
  for (const entry of trust.flatMap((name) => named[name] ?? [name])) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => list.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}
