import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/** Who may read /metrics: a bearer token (METRICS_TOKEN), addresses and ranges (METRICS_ALLOW), or both. */
export interface MetricsAccess {
  token?: string;
  /** Addresses (10.0.0.5, ::1) and CIDR ranges (10.0.0.0/8). */
  allow?: string[];
}

export type AccessAnswer = 'allowed' | 'token needed' | 'address not allowed';

/** An IPv4 address as an IPv6 socket gives it (::ffff:10.0.0.5) is the IPv4 address. */
const plainAddress = (address: string) =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/** The hash of a secret: equal-length values for `timingSafeEqual`, whatever length the caller sent. */
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Decides a scraper's request: allowed from a listed address (the socket's peer; undefined when the request came
 * through a proxy), or with the token; otherwise `token needed` (401) when a token is configured, `address not
 * allowed` (403) when only addresses are.
 */
export function metricsAccessCheck(
  access: MetricsAccess,
): (peer: string | undefined, authorization: string | undefined) => AccessAnswer {
  const allowed = new BlockList();
  for (const entry of access.allow ?? []) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) allowed.addAddress(address, type);
    else allowed.addSubnet(address, Number(bits), type);
  }
  const token = access.token ? digest(access.token) : undefined;
  return (peer, authorization) => {
    const address = peer === undefined ? '' : plainAddress(peer);
    const version = isIP(address);
    if (version !== 0 && allowed.check(address, version === 6 ? 'ipv6' : 'ipv4')) return 'allowed';
    if (!token) return 'address not allowed';
    const [scheme, sent] = authorization?.split(' ') ?? [];
    if (scheme?.toLowerCase() === 'bearer' && sent && timingSafeEqual(digest(sent), token)) return 'allowed';
    return 'token needed';
  };
}
