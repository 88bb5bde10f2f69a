import { i18n } from '@/i18n/catalogues';
import { msg } from '@lingui/core/macro';
import {
  answerMediaTypes,
  routeUrl,
  type FileRoute,
  type JsonRoute,
  type RouteRequest,
  type RouteResult,
} from '#contract/api-route';
import type { ApiError as ApiErrorBody } from '#contract/errors';
import type { z } from 'zod';
import { env } from '@/config/env';
import { hasStoredSession } from '@/lib/auth-storage-key';

const API_URL = `${env.supabaseUrl}/functions/v1/api`;

/**
 * A non-2xx answer of the api function: its status and its JSON body, whatever its shape; read once
 * as the api's error shape, so `reason` and `fields` are there when the body has them.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  /** The server's own sentence (`error`), when the body is the api's error shape. */
  readonly reason: string | undefined;
  /** A 400's complaint per input path ('questions.0.text'). */
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(status: number, body: unknown) {
    const parsed = errorBodyOf(body);
    super(parsed?.error ?? i18n._(msg`The server answered with status ${status}`));
    this.status = status;
    this.body = body;
    this.reason = parsed?.error;
    this.fields = parsed?.fields;
  }
}

/**
 * The body as the api's one error shape (contract/errors.ts), read by hand rather than with its zod
 * schema: this client is on every first screen, and zod is loaded only with the screens that parse.
 */
function errorBodyOf(body: unknown): Pick<ApiErrorBody, 'error' | 'fields'> | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body) || typeof body.error !== 'string')
    return undefined;
  const fields = 'fields' in body ? body.fields : undefined;
  const validFields =
    typeof fields === 'object' &&
    fields !== null &&
    Object.values(fields).every((value) => typeof value === 'string');
  return { error: body.error, fields: validFields ? (fields as Record<string, string>) : undefined };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The signed-in user's access token, or none for a visitor without a session, who then calls
 * without loading the auth client at all. Otherwise the client loads with the first call (the
 * session provider has usually loaded it by then); getSession refreshes an expired token first.
 */
async function storedAccessToken(): Promise<string | undefined> {
  if (!hasStoredSession()) return undefined;
  const { supabaseAuth } = await import('@/lib/supabase');
  const { data } = await supabaseAuth.getSession();
  return data.session?.access_token;
}

/**
 * Calls the api function as the signed-in user (or anonymously without a session) and checks the
 * answer against `schema`, so a drift from the contract fails here rather than deep in a screen.
 * A schema still loading is awaited once the answer is in: the request does not wait for it.
 */
async function fetchApi(
  path: `/${string}`,
  accept: string,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {},
): Promise<Response> {
  const headers = new Headers({ accept });
  const accessToken = await storedAccessToken();
  if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  // The api function reads no apikey (verify_jwt = false, and the gateway asks none of functions).
  // Left out of a visitor's GET, the call is a simple CORS request: no preflight, one round trip
  // less before a candidate's link shows anything on a slow connection (issue #21).
  if (accessToken || init.body !== undefined) headers.set('apikey', env.supabasePublishableKey);

  const response = await fetch(`${API_URL}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new ApiError(response.status, await readJson(response));
  return response;
}

async function apiRequest<T>(
  path: `/${string}`,
  schema: z.ZodType<T> | Promise<z.ZodType<T>>,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {},
): Promise<T> {
  const response = await fetchApi(path, 'application/json', init);
  const body = await readJson(response);
  return (await schema).parse(body);
}

/** A route that takes nothing is called without a request; any other needs one. */
type RequestArgs<Route extends JsonRoute | FileRoute> =
  Record<string, never> extends RouteRequest<Route>
    ? [request?: RouteRequest<Route>]
    : [request: RouteRequest<Route>];

/**
 * Calls one of the contract's routes (contract/api-route.ts): its method and path, the params,
 * query and body it takes, and its answer checked against its response schema.
 */
export function callApi<Route extends JsonRoute>(
  route: Route,
  ...[request]: RequestArgs<Route>
): Promise<RouteResult<Route>> {
  const parts = (request ?? {}) as { params?: object; query?: object; body?: unknown };
  return apiRequest(
    routeUrl(route, parts.params, parts.query),
    route.response as z.ZodType<RouteResult<Route>>,
    {
      method: route.method,
      body: parts.body,
    },
  );
}

/**
 * callApi for a route whose definition loads on demand (with zod, which a first screen leaves
 * out): the request starts at once, beside the definition's download, and its answer is checked
 * once the definition is in. `route` repeats its method and path, which the type check holds to
 * the loaded definition's.
 */
export function callLazyApi<Route extends JsonRoute>(
  route: Pick<Route, 'method' | 'path'>,
  loadRoute: () => Promise<Route>,
  ...[request]: RequestArgs<Route>
): Promise<RouteResult<Route>> {
  const parts = (request ?? {}) as { params?: object; query?: object; body?: unknown };
  const schema = loadRoute().then((loaded) => loaded.response as z.ZodType<RouteResult<Route>>);
  // Awaited by apiRequest; a failed download must not also be reported as unhandled meanwhile.
  schema.catch(() => undefined);
  return apiRequest(routeUrl(route, parts.params, parts.query), schema, {
    method: route.method,
    body: parts.body,
  });
}

/** A file the api made: its content and the name the api gave it (Content-Disposition). */
export interface ApiFile {
  fileName: string;
  blob: Blob;
}

/**
 * Fetches a file route's answer (contract/api-route.ts) as the signed-in user; a refusal throws the
 * same ApiError as callApi, with the server's sentence.
 */
export async function fetchApiFile<Route extends FileRoute>(
  route: Route,
  ...[request]: RequestArgs<Route>
): Promise<ApiFile> {
  const parts = (request ?? {}) as { params?: object; query?: object };
  const response = await fetchApi(routeUrl(route, parts.params, parts.query), answerMediaTypes[route.answer]);
  const fileName = fileNameOf(response.headers.get('content-disposition') ?? '');
  return { fileName, blob: await response.blob() };
}

/** The name a Content-Disposition gives: its exact `filename*` (RFC 5987) if any, else `filename`. */
function fileNameOf(disposition: string): string {
  const exact = /filename\*=UTF-8''([^;\s]+)/i.exec(disposition)?.[1];
  if (exact) {
    try {
      return decodeURIComponent(exact);
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
}
