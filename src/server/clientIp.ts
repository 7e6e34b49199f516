import { BlockList, isIP } from 'node:net';
import { env } from './env.ts';

/*
 * Who the client is, for rate limits. On Netlify the platform sets `context.ip` (from its edge's
 * `x-nf-client-connection-ip`), which a client cannot forge. The self-hosted server (app.ts)
 * sees the socket's address, which behind a reverse proxy is the proxy's: TRUSTED_PROXIES says
 * which X-Forwarded-For entries to believe. See docs/decisions/016-one-text-rule-and-trusted-proxies.md.
 */

type TrustedProxies = number | string[] | undefined;

/** `::ffff:203.0.113.7` (an IPv4 client on a dual-stack socket) is `203.0.113.7`. */
function normalize(address: string): string {
  const trimmed = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
}

function blockListOf(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/**
 * The client's address from the socket's and the X-Forwarded-For header, believing only what
 * trusted proxies wrote. With no proxies configured the header is ignored (anyone can send it).
 * With a number N, the entry N places from the right (the address the outermost of N proxies
 * saw); with a list, the rightmost address that is not one of the listed proxies.
 */
export function clientAddress(remote: string, forwardedFor: string | null, trusted: TrustedProxies = env().TRUSTED_PROXIES): string {
  const socket = normalize(remote);
  if (trusted === undefined) return socket;
  const chain = [...(forwardedFor ?? '').split(',').map(normalize).filter(Boolean), socket];
  if (typeof trusted === 'number') return chain[Math.max(0, chain.length - 1 - trusted)] ?? socket;
  const proxies = blockListOf(trusted);
  const isProxy = (address: string) => isIP(address) !== 0 && proxies.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  let i = chain.length - 1;
  while (i > 0 && isProxy(chain[i] ?? '')) i--;
  return chain[i] ?? socket;
}

export function isLoopback(address: string): boolean {
  const a = normalize(address);
  return a === '::1' || a.startsWith('127.');
}

/**
 * Loopback clients (the machine itself: the operator, the test suites) skip the per-address
 * limits that opt into this, but only when no proxy is configured: behind a proxy on the same
 * machine every client would otherwise look like loopback and skip them all.
 */
export function exemptFromAddressLimits(address: string | undefined): boolean {
  return address !== undefined && isLoopback(address) && env().TRUSTED_PROXIES === undefined;
}
