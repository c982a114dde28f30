import net from 'node:net';

/**
 * The key a client address is limited by (docs/decisions/0027): an IPv4 address as it is; an IPv6 address by its
 * /64 prefix (one subscriber usually holds a whole /64, so each of its addresses must not get a fresh quota);
 * an IPv4-mapped IPv6 address (::ffff:a.b.c.d) as the IPv4 address; every loopback address (127.0.0.0/8, ::1) as
 * one key. Anything unparsable answers 'unknown' (one shared key: a bug there slows everyone, never no one).
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (net.isIPv4(address)) return ipv4Key(address);
  if (!net.isIPv6(address)) return 'unknown';
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return ipv4Key(`${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`);
  }
  if (groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1) return 'loopback';
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

const ipv4Key = (address: string) => (address.startsWith('127.') ? 'loopback' : address);

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 part as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const first = parse(head);
  if (tail === undefined) return first;
  const last = parse(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}
