// A route of the api function as both sides see it: its method, its path under /api, and the zod
// schemas of what it takes and what it answers. The server registers its handlers from these
// (route-table.ts) and the client calls them through them (src/lib/api-client.ts), so a
// renamed path, a changed parameter or a changed answer fails the type check on both sides.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The error statuses a route may declare (each has its meaning in the public API's reference). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

/**
 * What a route answers: JSON its response schema checks, a CSV file (its response schema is then
 * the file's text) that the client saves under the name the server gives, or a stored file's bytes
 * (binary: a candidate's uploaded answer), always as an attachment of the type its handler names.
 */
export type AnswerKind = 'json' | 'csv' | 'binary';

/** The media type each kind of answer is sent as (a binary answer: its handler's own type). */
export const answerMediaTypes = {
  json: 'application/json',
  csv: 'text/csv; charset=utf-8',
  binary: 'application/octet-stream',
} as const satisfies Record<AnswerKind, string>;

/** What a file route's handler returns: the file's text and the name it is saved under. */
export interface FileAnswer {
  fileName: string;
  text: string;
}

/** What a binary route's handler returns: the bytes, their type and the name they are saved under. */
export interface BinaryAnswer {
  fileName: string;
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** The names of a Hono path pattern's `:params`: '/reviews/:id/analyze/:responseId' → 'id' | 'responseId'. */
type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * A path with `:params` needs a params schema naming exactly those params (a renamed `:param` fails
 * here); a path without them takes none.
 */
type ParamsCheck<Path extends string, Params> = [PathParamNames<Path>] extends [never]
  ? { params?: undefined }
  : Params extends z.ZodType
    ? [keyof z.input<Params>] extends [PathParamNames<Path>]
      ? [PathParamNames<Path>] extends [keyof z.input<Params>]
        ? unknown
        : { params: `a schema of exactly the params of ${Path}` }
      : { params: `a schema of exactly the params of ${Path}` }
    : { params: z.ZodType };

export interface ApiRoute<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  Answer extends AnswerKind = AnswerKind,
> {
  method: Method;
  /** Hono's pattern under /api, e.g. '/interviews/:id'. */
  path: Path;
  params: Params;
  query: Query;
  body: Body;
  response: Response;
  answer: Answer;
  /** The status of success: 200, 201 for what creates a row, 202 for what is queued. */
  status: 200 | 201 | 202;
  /**
   * Every error status the route can answer, when it declares them (the public API's routes must:
   * their reference lists these). The route table then answers any other status below 500 as a
   * 500 and logs it, so an answer added without declaring it fails the tests that reach it.
   */
  errors?: readonly ErrorStatus[] | undefined;
  /** For the public API's reference (OpenAPI): a line naming what the route does, and more. */
  summary?: string | undefined;
  description?: string | undefined;
}

/** A route that declares its errors, as every route of the public API does. */
export type DocumentedRoute = ApiRoute & { errors: readonly ErrorStatus[] };

/** A route the client calls for JSON (callApi). */
export type JsonRoute = ApiRoute & { answer: 'json' };

/** A route whose answer is a file to save (downloadApiFile). */
export type FileRoute = ApiRoute & { answer: 'csv' | 'binary' };

/** A route descriptor; status 200 unless it says 201 or 202, a JSON answer unless it says 'csv'. */
export function defineRoute<
  const Method extends HttpMethod,
  const Path extends `/${string}`,
  Response extends z.ZodType,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  const Errors extends readonly ErrorStatus[] | undefined = undefined,
  const Answer extends AnswerKind = 'json',
>(
  route: {
    method: Method;
    path: Path;
    response: Response;
    params?: Params;
    query?: Query;
    body?: Body;
    status?: 200 | 201 | 202;
    answer?: Answer;
    errors?: Errors;
    summary?: string;
    description?: string;
  } & ParamsCheck<Path, Params>,
): ApiRoute<Method, Path, Params, Query, Body, Response, Answer> & { errors: Errors } {
  return {
    method: route.method,
    path: route.path,
    params: route.params as Params,
    query: route.query as Query,
    body: route.body as Body,
    response: route.response,
    answer: route.answer ?? ('json' as Answer),
    status: route.status ?? 200,
    errors: route.errors as Errors,
    summary: route.summary,
    description: route.description,
  };
}

type InputOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;
type OutputOf<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** What a client sends: only the parts the route takes (params and query as the URL holds them). */
export type RouteRequest<Route extends ApiRoute> = DropUndefined<{
  params: InputOf<Route['params']>;
  query: InputOf<Route['query']>;
  body: InputOf<Route['body']>;
}>;

/** What a handler receives: the parts after validation. */
export type RouteInput<Route extends ApiRoute> = {
  params: OutputOf<Route['params']>;
  query: OutputOf<Route['query']>;
  body: OutputOf<Route['body']>;
};

/**
 * What a handler returns: the answer before JSON (a Date is written as its ISO string), or the file
 * of a file route.
 */
export type RouteAnswer<Route extends ApiRoute> = Route['answer'] extends 'csv'
  ? FileAnswer
  : Route['answer'] extends 'binary'
    ? BinaryAnswer
    : z.input<Route['response']>;

/** What the client gets: the answer as the response schema parses it. */
export type RouteResult<Route extends ApiRoute> = z.output<Route['response']>;

type DropUndefined<T> = { [Key in keyof T as T[Key] extends undefined ? never : Key]: T[Key] };

/**
 * A route's URL under /api: its `:params` filled in (encoded), its query's given values appended
 * (undefined ones left out).
 */
export function routeUrl(
  route: Pick<ApiRoute, 'path'>,
  params: object | undefined,
  query: object | undefined,
): `/${string}` {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const queryString = search.toString();
  return (queryString ? `${path}?${queryString}` : path) as `/${string}`;
}
