import { paths } from '@/config/paths';

/** docs/product.md §9: where a candidate lands after signing in when no (acceptable) redirect is given. */
export const DEFAULT_CANDIDATE_REDIRECT = paths.candidateDashboard.getHref();

// Any origin will do: only whether the path stays on it matters.
const PROBE_ORIGIN = 'https://app.invalid';

/**
 * The `redirect` query parameter as a path of this site, or the dashboard. Only a path starting
 * with a single '/' is kept: absolute URLs, scheme URLs ('javascript:'), protocol-relative '//host'
 * and anything with a backslash or a control character (browsers read '\' as '/' and drop tabs and
 * newlines, so '/\host' and '/\t/host' are '//host') are refused, so a crafted sign-in link can
 * never send a candidate to another site.
 */
export function safeRedirect(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return DEFAULT_CANDIDATE_REDIRECT;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(redirect)) return DEFAULT_CANDIDATE_REDIRECT;
  let url: URL;
  try {
    url = new URL(redirect, PROBE_ORIGIN);
  } catch {
    return DEFAULT_CANDIDATE_REDIRECT;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can make '//' of a path that did not start with it: '/.//host' is '//host'.
  if (url.origin !== PROBE_ORIGIN || path.startsWith('//')) return DEFAULT_CANDIDATE_REDIRECT;
  return path;
}
