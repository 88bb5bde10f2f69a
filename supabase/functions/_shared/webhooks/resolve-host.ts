// The api's resolver for the webhook guard (endpoint-address.ts): Deno's own, which asks the
// system's name servers for A and AAAA records. A name with neither, or a resolver that does not
// answer in time, gives no address: the registration then has nothing to refuse, and the worker's
// check at each delivery decides.
import type { ResolveHost } from './endpoint-address.ts';

const TIMEOUT_MS = 3000;

export const resolveWithDeno: ResolveHost = async (hostname) => {
  const lookups = await Promise.allSettled(
    (['A', 'AAAA'] as const).map((type) =>
      Deno.resolveDns(hostname, type, { signal: AbortSignal.timeout(TIMEOUT_MS) }),
    ),
  );
  return lookups.flatMap((lookup) => (lookup.status === 'fulfilled' ? lookup.value : []));
};
