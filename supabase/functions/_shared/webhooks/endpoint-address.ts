// The webhook guard against server-side request forgery (issue #22): a webhook endpoint's URL is
// typed by a workspace owner, and our servers call it, so an https URL must lead to a public
// address, never into the network our api and worker run in (a database, the cloud's metadata
// service at 169.254.169.254, this machine). Plain http goes only to localhost and 127.0.0.1
// (contract/webhooks.ts and the table's check), and only where WEBHOOK_ALLOW_LOOPBACK says so:
// the local stack (npm run dev, the tests) runs its receivers there; a deployment does not, and
// there it would be a port scan of the worker's own machine. It is not resolved. The registration
// (routes/webhooks.ts) checks early, for a clear message; the worker
// (worker/tasks/deliver-webhook.ts) checks at every attempt, since a name may point elsewhere by
// then (and the setting may differ), and connects to the very address it checked. Ranges come
// from ipaddr.js, whose tables follow IANA's special-purpose registries; anything but its plain
// 'unicast' is refused, and an IPv6 address that carries an IPv4 one is judged by what it carries.
import ipaddr from 'ipaddr.js';

/** A host name's addresses; the api uses Deno's resolver, the worker the system's. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export type EndpointTarget =
  /** `address` is the one to connect to; null for http to this machine, connected as written. */
  { ok: true; address: string | null } | { ok: false; reason: string };

/** How the refusal names a range; the ranges not listed are reserved ones. */
const rangeLabels: Record<string, string> = {
  private: 'a private address',
  loopback: 'a loopback address',
  linkLocal: 'a link-local address',
  uniqueLocal: 'a unique-local address',
  unspecified: 'an unspecified address',
  carrierGradeNat: 'a shared (carrier-grade NAT) address',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
};

function ipv4Of(high: number | undefined, low: number | undefined): ipaddr.IPv4 {
  const [h, l] = [high ?? 0, low ?? 0];
  return new ipaddr.IPv4([h >> 8, h & 0xff, l >> 8, l & 0xff]);
}

const WELL_KNOWN_NAT64 = ipaddr.IPv6.parse('64:ff9b::');

/**
 * The IPv4 addresses an IPv6 address leads to, for the forms that embed them: IPv4-compatible
 * (::a.b.c.d, which ipaddr.js calls plain unicast), IPv4-mapped (::ffff:a.b.c.d), IPv4-translated
 * (::ffff:0:a.b.c.d), NAT64's well-known prefix (64:ff9b::/96), 6to4 (2002::/16) and Teredo
 * (2001::/32: its server, and its client with the bits inverted). Null for any other address.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const parts = address.parts;
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return [ipv4Of(parts[6], parts[7])];
    case 'rfc6052':
      // A network's own NAT64 prefix (64:ff9b:1::/48) places the address by its length: refused whole.
      return address.match(WELL_KNOWN_NAT64, 96) ? [ipv4Of(parts[6], parts[7])] : null;
    case '6to4':
      return [ipv4Of(parts[1], parts[2])];
    case 'teredo':
      return [ipv4Of(parts[2], parts[3]), ipv4Of((parts[6] ?? 0) ^ 0xffff, (parts[7] ?? 0) ^ 0xffff)];
    case 'unicast':
      return parts.slice(0, 6).every((part) => part === 0) ? [ipv4Of(parts[6], parts[7])] : null;
    default:
      return null;
  }
}

function labelOf(range: string): string | null {
  if (range === 'unicast') return null;
  return rangeLabels[range] ?? 'a reserved address';
}

/** Why `address` is no place to send a webhook to (e.g. "a private address"), or null when it is public. */
export function nonPublicAddress(address: string): string | null {
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return labelOf(parsed.range());
  const embedded = embeddedIPv4(parsed as ipaddr.IPv6);
  if (!embedded) return labelOf(parsed.range());
  for (const inner of embedded) {
    const why = labelOf(inner.range());
    if (why) return why;
  }
  return null;
}

function nonPublicMessage(hostname: string, address: string, why: string): string {
  const where = hostname === address ? address : `${hostname} (${address})`;
  return `Webhooks are sent to public addresses only: ${where} is ${why}`;
}

/** The URL's host as an address when it is one: URL keeps IPv6 in brackets and IPv4 normalised. */
function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}

export interface EndpointRules {
  /** WEBHOOK_ALLOW_LOOPBACK: plain http to localhost and 127.0.0.1, for local development only. */
  allowLoopback: boolean;
}

/**
 * Where a webhook to `url` may be sent: every address of its host must be public (a name with one
 * private address among public ones would still reach inside), and the first is the one to connect
 * to; plain http to this machine only when `rules` allow it. Throws when the host has no address
 * (or `resolve` throws): the caller judges that.
 */
export async function endpointTarget(
  url: string,
  resolve: ResolveHost,
  rules: EndpointRules,
): Promise<EndpointTarget> {
  const parsed = new URL(url);
  const hostname = parsed.hostname.toLowerCase();
  const literal = literalAddress(hostname);
  // RFC 6761: localhost and its subdomains are this machine whatever a resolver says; a final dot
  // (the fully qualified spelling) names the same host.
  const name = hostname.replace(/\.$/, '');
  const isLocalhost = !literal && (name === 'localhost' || name.endsWith('.localhost'));
  if (parsed.protocol === 'http:') {
    if (rules.allowLoopback) return { ok: true, address: null };
    // Plain http names this machine only (the contract and the table's check).
    return {
      ok: false,
      reason: nonPublicMessage(isLocalhost ? name : hostname, literal ?? '127.0.0.1', 'a loopback address'),
    };
  }
  if (isLocalhost) {
    return { ok: false, reason: nonPublicMessage(name, '127.0.0.1', 'a loopback address') };
  }
  const addresses = literal ? [literal] : await resolve(hostname);
  for (const address of addresses) {
    const why = nonPublicAddress(address);
    if (why) return { ok: false, reason: nonPublicMessage(literal ?? hostname, address, why) };
  }
  const [first] = addresses;
  if (first === undefined) throw new Error(`The host ${hostname} has no address`);
  return { ok: true, address: first };
}
