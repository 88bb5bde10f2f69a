import { isIP } from 'node:net';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

function isLoopbackIp(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1';
  return false;
}

/**
 * GoTrue's IsRedirectURLValid for the local project: the site URL's scheme and host (any port on a
 * loopback host, as RFC 8252 allows), any loopback IP address (GoTrue accepts those), and the
 * localhost / 127.0.0.1 twin of the site URL that config.toml's additional_redirect_urls list.
 */
export function isRedirectUrlValid(siteUrl: string, redirectUrl: string): boolean {
  if (!redirectUrl) return false;
  const base = parse(siteUrl);
  const target = parse(redirectUrl);
  if (!base || !target) return false;
  if (
    base.hostname === target.hostname &&
    base.protocol === target.protocol &&
    (base.port === target.port || LOOPBACK_HOSTS.has(target.hostname))
  ) {
    return true;
  }
  if (/^[0-9]+$/.test(target.hostname)) return false;
  if (isIP(target.hostname.replace(/^\[|\]$/g, '')) !== 0) return isLoopbackIp(target.hostname);
  return (
    LOOPBACK_HOSTS.has(base.hostname) &&
    LOOPBACK_HOSTS.has(target.hostname) &&
    base.protocol === target.protocol &&
    base.port === target.port
  );
}

/** GoTrue's GetReferrer: redirect_to if allowed, else the Referer if allowed, else the site URL. */
export function referrer(
  siteUrl: string,
  redirectTo: string | undefined,
  refererHeader: string | undefined,
): string {
  if (redirectTo && isRedirectUrlValid(siteUrl, redirectTo)) return redirectTo;
  if (refererHeader && isRedirectUrlValid(siteUrl, refererHeader)) return refererHeader;
  return siteUrl;
}
