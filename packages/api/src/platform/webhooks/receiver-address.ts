import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may not be sent to unless WEBHOOKS_ALLOW_PRIVATE is set: the server's own network (private,
 * loopback, link-local, shared and reserved ranges), so an endpoint cannot make the server call into it (SSRF).
 */
const INTERNAL = (() => {
  const list = new BlockList();
  const v4 = [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ] as const;
  for (const [address, bits] of v4) list.addSubnet(address, bits, 'ipv4');
  const v6 = [
    ['::', 128],
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
  ] as const;
  for (const [address, bits] of v6) list.addSubnet(address, bits, 'ipv6');
  return list;
})();

/** Whether an address (IPv4, IPv6, or IPv4 written as IPv6) is in the server's own kind of network. */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return INTERNAL.check(mapped, 'ipv4');
  const version = isIP(address);
  if (version === 0) return true; // not an address: never trusted as a public one
  return INTERNAL.check(address, version === 6 ? 'ipv6' : 'ipv4');
}

export type Resolve = (host: string) => Promise<string[]>;

const resolveWithDns: Resolve = async (host) => (await lookup(host, { all: true })).map((entry) => entry.address);

/**
 * Why a webhook URL cannot be used, in words for the owner, or null when it can: only http(s), no user name or
 * password in it (the signature proves the sender), and, unless `allowPrivate`, a host that resolves to public
 * addresses only. Checked when the endpoint is saved and again before each delivery (a name may move).
 */
export async function receiverAddressProblem(
  url: string,
  options: { allowPrivate: boolean; resolve?: Resolve },
): Promise<string | null> {
  if (!URL.canParse(url)) return 'The webhook URL is not a valid address';
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return 'A webhook URL must start with https:// or http://';
  if (parsed.username || parsed.password)
    return 'A webhook URL may not hold a user name or password: deliveries are signed instead';
  if (options.allowPrivate) return null;
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await (options.resolve ?? resolveWithDns)(host);
  } catch {
    return `The host ${host} of the webhook URL cannot be found`;
  }
  if (addresses.length === 0) return `The host ${host} of the webhook URL cannot be found`;
  if (addresses.some(isInternalAddress))
    return `The webhook URL points into a private or local network (${host}); set WEBHOOKS_ALLOW_PRIVATE=1 to allow such receivers`;
  return null;
}
