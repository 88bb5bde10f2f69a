import { testStackConfig } from './test-stack.ts';

/** The api function's URL through the gateway, as the browser reaches it: `${path}` after /api. */
export function apiUrl(path: string): string {
  return `${testStackConfig().supabaseUrl}/functions/v1/api${path}`;
}

/**
 * The api function's own address behind the gateway. A test that plays Supabase's gateway (and
 * sets the headers it sets, such as the client's x-real-ip) calls the function here.
 */
export function functionUrl(path: string): string {
  return `http://127.0.0.1:${testStackConfig().functionPort}/api${path}`;
}

/** Calls the api function, with `token` as the bearer when given. */
export function callApi(path: string, options: RequestInit & { token?: string } = {}): Promise<Response> {
  const { token, headers, ...init } = options;
  const merged = new Headers(headers);
  if (token !== undefined) merged.set('authorization', `Bearer ${token}`);
  return fetch(apiUrl(path), { ...init, headers: merged });
}
