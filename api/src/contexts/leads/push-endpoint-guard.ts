import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { AppMode } from '@motohaul/contracts';

// The SSRF guard of Web Push (ADR 0058): the server posts only where a push service lives. In live mode an endpoint
// is https on a public host; outside it a loopback endpoint is allowed too, but only the demo's own recording
// endpoint in demo mode (any other service on this machine stays out of reach), and any in tests (a test's
// decrypting endpoint). Checked when a browser subscribes, and again on every send after DNS resolution: the request
// then goes to the checked address, never to a second lookup's answer.

/** Addresses that are not on the public internet (IANA special-purpose registries), IPv4 and IPv6. */
const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // this network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) internal.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64 (reaches IPv4 through a translator)
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID...)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) internal.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d or ::ffff:hhhh:hhhh) carries, or null. */
function mappedIpv4(address: string): string | null {
  const dotted = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (dotted) return dotted[1]!;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** The address as the block lists read it: an IPv4-mapped IPv6 address as its IPv4 address. */
function normalised(address: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = mappedIpv4(bare);
  if (mapped) return { address: mapped, family: 'ipv4' };
  const version = isIP(bare);
  if (version === 0) return null;
  return { address: bare, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** Whether an IP address is on the public internet (not loopback, private, link-local, CGNAT, multicast, unique-local...). */
export function isPublicAddress(address: string): boolean {
  const ip = normalised(address);
  return ip !== null && !internal.check(ip.address, ip.family);
}

export function isLoopbackAddress(address: string): boolean {
  const ip = normalised(address);
  return ip !== null && loopback.check(ip.address, ip.family);
}

export interface EndpointPolicy {
  /** Live mode: https on a public host only. */
  live: boolean;
  /**
   * Outside live mode, the loopback endpoints (http or https) that may be posted to as well: every one (tests), or
   * those whose URL starts with this prefix (demo mode: the API's own `<origin>/api/demo-push/`).
   */
  loopback: 'any' | string;
}

/** The push policy of a mode (ADR 0058): what `live`, demo mode at `origin`, and the tests allow. */
export const endpointPolicy = (appMode: AppMode, nodeEnv: string, origin: string): EndpointPolicy => ({
  live: appMode === 'live',
  loopback: nodeEnv === 'test' ? 'any' : `${new URL(origin).origin}/api/demo-push/`,
});

const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** Whether a loopback endpoint may be posted to under a policy. */
const loopbackAllowed = (url: URL, { live, loopback }: EndpointPolicy) =>
  !live && (url.protocol === 'http:' || url.protocol === 'https:') && (loopback === 'any' || url.href.startsWith(loopback));

/** Why an endpoint may not be posted to, judged from its text alone (no DNS), or null when it may be tried. */
export function endpointRefusal(endpoint: string, policy: EndpointPolicy): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The push endpoint must be a URL';
  }
  if (url.username || url.password) return 'The push endpoint must not carry a user name or password';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const literal = isIP(host) !== 0;
  const loopbackHost = literal ? isLoopbackAddress(host) : isLoopbackName(host);
  if (loopbackHost && loopbackAllowed(url, policy)) return null;
  if (url.protocol !== 'https:') return 'The push endpoint must be an https URL';
  if (literal ? !isPublicAddress(host) : loopbackHost || !host.includes('.') || host.endsWith('.local') || host.endsWith('.internal')) {
    return 'The push endpoint must be on a public host';
  }
  return null;
}

export class EndpointRefused extends Error {
  override name = 'EndpointRefused';
}

export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: Resolve = (host) => lookup(host, { all: true, verbatim: true });

/**
 * The address to post an endpoint's push to, after the text check and DNS resolution: every address the name
 * resolves to must be allowed (public; or loopback where the policy allows it), else EndpointRefused. The caller connects to
 * the answered address, so a second resolution cannot change where the request goes.
 */
export async function resolveEndpoint(endpoint: string, policy: EndpointPolicy, resolve: Resolve = systemResolve): Promise<{ url: URL; address: string; family: 4 | 6 }> {
  const refusal = endpointRefusal(endpoint, policy);
  if (refusal) throw new EndpointRefused(refusal);
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) !== 0 ? [{ address: host, family: isIP(host) }] : await resolve(host).catch(() => []);
  if (addresses.length === 0) throw new EndpointRefused(`The push endpoint's host ${host} does not resolve`);
  const allowed = (address: string) => isPublicAddress(address) || (isLoopbackAddress(address) && loopbackAllowed(url, policy));
  const refused = addresses.find(({ address }) => !allowed(address));
  if (refused) throw new EndpointRefused(`The push endpoint's host ${host} resolves to ${refused.address}, which is not a public address`);
  const [first] = addresses;
  return { url, address: first!.address, family: first!.family === 6 ? 6 : 4 };
}
