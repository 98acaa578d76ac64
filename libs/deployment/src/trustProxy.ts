import net from 'node:net';

/**
 * Which peers a server believes about the client's address (X-Forwarded-For), in the form Fastify's `trustProxy`
 * takes: false (none: the server is the edge) or the addresses, CIDR ranges and proxy-addr names (loopback,
 * linklocal, uniquelocal) of the proxies in front. No hop count: it cannot tell a proxy from a client that sends
 * enough forged hops (Fastify 5 treats one as "trust nobody").
 */
export type TrustProxy = false | string[];

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = net.isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as written by an operator: empty or "false" trusts nobody, "10.0.0.1, 10.1.0.0/16" those proxies.
 * "true" (believe every client) and hop counts are refused: any client could then name its own address and walk
 * past the per-IP rate limits and into the consent history with it.
 */
export function parseTrustProxy(value: string | undefined, name = 'TRUST_PROXY'): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  const entries = text.split(',').map((entry) => entry.trim().toLowerCase());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new Error(
      `${name}=${text}: name the proxies in front of this server by address or range ` +
        `("10.0.0.1,10.1.0.0/16", loopback, uniquelocal); not understood: ${wrong.join(', ')}`,
    );
  }
  return entries;
}

/** A server behind the portal's own gateway (on this machine) also trusts loopback, whatever else is named. */
export function withLoopback(trust: TrustProxy): string[] {
  return ['loopback', ...(trust || []).filter((entry) => entry !== 'loopback')];
}
