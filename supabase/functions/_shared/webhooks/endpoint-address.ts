// The webhook guard against server-side request forgery (issue #22): a webhook endpoint's URL is
// typed by a workspace owner, and our servers call it, so an https URL must lead to a public
// address, never into the network our api and worker run in (a database, the cloud's metadata
// service at 169.254.169.254, this machine). Plain http is allowed only to localhost and 127.0.0.1
// (contract/webhooks.ts and the table's check), for local receivers and the tests; it is not
// resolved. The registration (routes/webhooks.ts) checks early, for a clear message; the worker
// (worker/tasks/deliver-webhook.ts) checks at every attempt, since a name may point elsewhere by
// then, and connects to the very address it checked. Ranges come from ipaddr.js, whose tables
// follow IANA's special-purpose registries; anything but its plain 'unicast' is refused.
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

/** Why `address` is no place to send a webhook to (e.g. "a private address"), or null when it is public. */
export function nonPublicAddress(address: string): string | null {
  // process() turns an IPv4-mapped IPv6 address (::ffff:10.0.0.1) into the IPv4 address it is.
  const range = ipaddr.process(address).range();
  if (range === 'unicast') return null;
  return rangeLabels[range] ?? 'a reserved address';
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

/**
 * Where a webhook to `url` may be sent: every address of its host must be public (a name with one
 * private address among public ones would still reach inside), and the first is the one to connect
 * to. Throws when the host has no address (or `resolve` throws): the caller judges that.
 */
export async function endpointTarget(url: string, resolve: ResolveHost): Promise<EndpointTarget> {
  const parsed = new URL(url);
  if (parsed.protocol === 'http:') return { ok: true, address: null };
  const hostname = parsed.hostname.toLowerCase();
  const literal = literalAddress(hostname);
  // RFC 6761: localhost and its subdomains are this machine whatever a resolver says; a final dot
  // (the fully qualified spelling) names the same host.
  const name = hostname.replace(/\.$/, '');
  if (!literal && (name === 'localhost' || name.endsWith('.localhost'))) {
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
