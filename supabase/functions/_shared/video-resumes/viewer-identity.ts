// Who is watching a video resume, in the only forms the database keeps: salted hashes. The raw IP
// address never leaves this module.
//   - viewer key: HMAC-SHA256(salt, IP, user agent, UTC day), the unique viewer of docs/product.md §3;
//   - network key: HMAC-SHA256(salt, IP, UTC day), so one address cannot pose as many viewers by
//     rotating user agents (record_resume_view counts at most 3 viewers per network a day);
//   - location: a country code, only from a CDN header the deployment names as trusted.

/** Where the settings come from (env.ts's viewerVariables in the function, a map in tests). */
export interface EnvReader {
  get(name: string): string | undefined;
}

/**
 * The request header that carries the client's address, as the platform sets it. The default,
 * x-real-ip, is what Supabase's API gateway sets to the address it accepted the connection from,
 * replacing whatever the client sent; x-forwarded-for's first entry, by contrast, is whatever the
 * client wrote. Behind another proxy or CDN, name the header it sets (cf-connecting-ip).
 */
const CLIENT_IP_HEADER_VARIABLE = 'VIEWER_IP_HEADER';
const DEFAULT_CLIENT_IP_HEADER = 'x-real-ip';

/**
 * The CDN header with the visitor's country (cf-ipcountry behind Cloudflare, x-vercel-ip-country
 * behind Vercel). Unset, no location is recorded: a client could send any such header itself.
 */
const COUNTRY_HEADER_VARIABLE = 'VIEWER_COUNTRY_HEADER';

/** The hash salt. Unset, the project's secret key serves (secret wherever it matters). */
const SALT_VARIABLE = 'VIEWER_HASH_SALT';

export interface ViewerKeys {
  viewerKey: string;
  networkKey: string;
}

export interface ViewerSettings {
  salt: string;
  clientIpHeader: string;
  countryHeader: string | undefined;
}

/** The settings of view tracking; `fallbackSalt` is asked for only when VIEWER_HASH_SALT is unset. */
export function viewerSettingsFrom(env: EnvReader, fallbackSalt: () => string): ViewerSettings {
  const header = (name: string) => env.get(name)?.trim().toLowerCase() || undefined;
  return {
    salt: env.get(SALT_VARIABLE)?.trim() || fallbackSalt(),
    clientIpHeader: header(CLIENT_IP_HEADER_VARIABLE) ?? DEFAULT_CLIENT_IP_HEADER,
    countryHeader: header(COUNTRY_HEADER_VARIABLE),
  };
}

/**
 * The client's address from the configured header, '' when absent. A list (x-forwarded-for) is
 * read from its end: the last entry is the one the nearest proxy, the platform's, appended; the
 * ones before it are the client's to choose.
 */
export function clientAddress(headers: Headers, settings: ViewerSettings): string {
  const entries = (headers.get(settings.clientIpHeader) ?? '').split(',');
  return (entries[entries.length - 1] ?? '').trim().toLowerCase();
}

/**
 * The visitor's country from the trusted CDN header: an ISO 3166-1 alpha-2 code, upper case.
 * Nothing without a trusted header, and nothing for Cloudflare's XX (unknown) and T1 (Tor).
 */
export function viewerCountry(headers: Headers, settings: ViewerSettings): string | null {
  if (!settings.countryHeader) return null;
  const code = headers.get(settings.countryHeader)?.trim().toUpperCase() ?? '';
  if (!/^[A-Z]{2}$/.test(code) || code === 'XX' || code === 'T1') return null;
  return code;
}

async function hmacHex(salt: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(salt),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The UTC day of `at`, e.g. 2026-11-22: keys change at midnight UTC. */
function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The viewer and network keys of a visit. The parts are joined with a NUL, which neither an
 * address nor a header value can contain, so no two different visits make the same message.
 */
export async function viewerKeys(
  visit: { address: string; userAgent: string; at: Date },
  salt: string,
): Promise<ViewerKeys> {
  const day = utcDay(visit.at);
  const [viewerKey, networkKey] = await Promise.all([
    hmacHex(salt, ['resume-viewer', visit.address, visit.userAgent, day].join('\u0000')),
    hmacHex(salt, ['resume-network', visit.address, day].join('\u0000')),
  ]);
  return { viewerKey, networkKey };
}
