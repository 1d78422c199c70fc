import { isIP } from 'node:net';

/**
 * TRUST_PROXY (README.md, Configuration): `0` trusts no proxy (the socket address is the client), `1`…`9` trusts
 * that many reverse proxies in front, or a comma-separated list of proxy addresses / CIDRs trusts
 * exactly those. `true` (trust every X-Forwarded-For) can never come out of here: any client
 * could then pick its own address and slip past every per-address limit.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's named ranges; handy when nginx runs on the same machine (`loopback`). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string) {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length) return false;
  const family = isIP(address ?? '');
  if (!family) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY; returns an error text (for the config message) when the value is bad. */
export function parseTrustProxy(raw: string): { value: TrustProxy } | { error: string } {
  const text = raw.trim();
  if (text === '' || text === '0') return { value: false };
  if (/^[1-9]$/.test(text)) return { value: Number(text) };
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length || /^\d+$/.test(text))
    return {
      error:
        'must be 0, a hop count from 1 to 9, or a comma-separated list of proxy addresses or ' +
        `CIDRs such as 127.0.0.1,10.0.0.0/8 (not understood: ${(bad.length ? bad : [text]).map((entry) => JSON.stringify(entry)).join(', ')})`,
    };
  return { value: entries };
}

/**
 * Fastify's `trustProxy` option for a parsed TRUST_PROXY. Fastify 5.12 refuses a plain number
 * (it fails closed and trusts nothing), so a hop count becomes a function: the socket peer is
 * hop 0, then X-Forwarded-For from the right; the first `hops` of them are proxies and the next
 * one is the client. A hop count trusts whoever connects, so the instances must be reachable
 * only through the proxy (README); an address list has no such condition.
 */
export function fastifyTrustProxy(value: TrustProxy) {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address: string, hop: number) => hop < hops;
}
