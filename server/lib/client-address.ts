import { isIPv6 } from 'node:net';

/**
 * The key an address is counted under by every limit (docs/decisions/032). An IPv6 client gets a
 * whole /64 (one household or server; RFC 6177), so it counts by its /64: otherwise one /64 gives
 * a guesser unlimited fresh addresses. IPv4 (also written as `::ffff:a.b.c.d`) counts as it is.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  // Groups after '::' may end in a dotted IPv4 part (two groups); the /64 only needs the first 4.
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  const prefix = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
}
