import { testStackConfig } from './test-stack.ts';

/** The api function's URL through the gateway, as the browser reaches it: `${path}` after /api. */
export function apiUrl(path: string): string {
  return `${testStackConfig().supabaseUrl}/functions/v1/api${path}`;
}

/** Calls the api function, with `token` as the bearer when given. */
export function callApi(path: string, options: RequestInit & { token?: string } = {}): Promise<Response> {
  const { token, headers, ...init } = options;
  const merged = new Headers(headers);
  if (token !== undefined) merged.set('authorization', `Bearer ${token}`);
  return fetch(apiUrl(path), { ...init, headers: merged });
}
