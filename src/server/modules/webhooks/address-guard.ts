import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promises as dns } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Addresses a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE: private, loopback, link-local, and the like. */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** Whether an IP address is one a webhook may not reach (an IPv4-mapped IPv6 address is judged as its IPv4 one). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
}

/** Why a URL's host may not be sent to, or null when every address it resolves to is public. */
export async function refusedHost(url: URL): Promise<string | null> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPrivateAddress(host) ? `${host} is a private or loopback address` : null;
  let addresses: LookupAddress[];
  try {
    addresses = await dns.lookup(host, { all: true, verbatim: true });
  } catch {
    return `${host} could not be resolved`;
  }
  const inside = addresses.find((a) => isPrivateAddress(a.address));
  if (addresses.length === 0) return `${host} could not be resolved`;
  return inside ? `${host} resolves to a private or loopback address (${inside.address})` : null;
}

/**
 * A `lookup` for node's http(s) request that refuses a host with any private address: the check
 * runs on the addresses the connection then uses, so a name that changes its answer between the
 * endpoint's check and the delivery (DNS rebinding) cannot reach inside.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 4);
    const list = addresses as LookupAddress[];
    const inside = list.find((a) => isPrivateAddress(a.address));
    if (inside || list.length === 0) {
      const refused = Object.assign(new Error(`${hostname} resolves to a private or loopback address`), { code: 'EPRIVATE' });
      return callback(refused, '', 4);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};
