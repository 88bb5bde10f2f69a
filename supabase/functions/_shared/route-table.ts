// The server side of the contract's route descriptors (contract/api-route.ts): a handler is
// registered under its descriptor's method and path, behind its guard and the descriptor's own
// validators, and must return the descriptor's answer. The client calls the same descriptors, so
// the two cannot drift apart without a type error.
import { Hono, type Context, type Env, type MiddlewareHandler } from 'hono';
import { zValidator } from '@hono/zod-validator';
import type { AppEnv } from './app-env.ts';
import {
  answerMediaTypes,
  type ApiRoute,
  type BinaryAnswer,
  type FileAnswer,
  type RouteAnswer,
  type RouteInput,
} from './contract/api-route.ts';
import type { ApiError } from './contract/errors.ts';
import { serverEnv } from './env.ts';
import type { HttpError } from './http-error.ts';
import { validate } from './validate.ts';

export interface HandleOptions {
  /**
   * What a malformed path parameter answers instead of validate()'s 400: the 404 of an unknown
   * token or identifier, so nothing tells a malformed one from an unknown one.
   */
  invalidParams?: () => HttpError;
}

type Handler<Route extends ApiRoute, E extends Env> = (
  c: Context<E>,
  input: RouteInput<Route>,
) => RouteAnswer<Route> | Promise<RouteAnswer<Route>>;

/**
 * Holds a route to the statuses its descriptor declares. An error it does not declare (an answer
 * added to a handler, a database error newly reaching it) is logged, and where `fail` is set (the
 * tests' stack, FAIL_UNDECLARED_ANSWERS) leaves as a 500, so the tests that reach it fail until the
 * descriptor, and with it the public API's reference, names it. Deployed, the caller gets the
 * handler's true answer: a 4xx it can act on is worth more than a reference kept exact.
 * Runs around the guard, the validators and the handler; the errors they throw are already
 * answers (app.onError) when it looks.
 */
function onlyDeclaredAnswers(success: number, errors: readonly number[], fail: boolean): MiddlewareHandler {
  const declared = new Set([success, ...errors]);
  return async (c, next) => {
    await next();
    const { status } = c.res;
    if (status >= 500 || declared.has(status)) return;
    console.error(
      `${c.req.method} ${c.req.path}: answered ${status}, which its route does not declare (errors: ${errors.join(', ')})`,
    );
    if (fail) c.res = c.json({ error: 'Internal server error' } satisfies ApiError, 500);
  };
}

export interface RouteTableOptions {
  /** Whether an undeclared answer becomes a 500; FAIL_UNDECLARED_ANSWERS unless given. */
  failUndeclaredAnswers?: boolean;
}

/**
 * Content-Disposition of a download: an ASCII `filename` (anything else, quotes and line breaks
 * made `_`) for old clients and the exact name as RFC 5987's `filename*`.
 */
function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export class RouteTable {
  readonly app = new Hono<AppEnv>();
  private readonly failUndeclaredAnswers: boolean;

  constructor(options: RouteTableOptions = {}) {
    this.failUndeclaredAnswers = options.failUndeclaredAnswers ?? serverEnv.failUndeclaredAnswers;
  }

  /**
   * Registers `handler` for `route`: `guard` first (requireUser, requireRecruiter, requireAdmin;
   * null for anyone), then the params, query and body checks, so a caller without access gets
   * 401/403 before any 400.
   */
  handle<Route extends ApiRoute, E extends Env = AppEnv>(
    route: Route,
    guard: MiddlewareHandler<E> | null,
    handler: Handler<Route, E>,
    options: HandleOptions = {},
  ): this {
    const { invalidParams } = options;
    const checks: MiddlewareHandler[] = [];
    if (route.params) {
      checks.push(
        invalidParams
          ? zValidator('param', route.params, (result) => {
              if (!result.success) throw invalidParams();
            })
          : validate('param', route.params),
      );
    }
    if (route.query) checks.push(validate('query', route.query));
    if (route.body) checks.push(validate('json', route.body));
    const respond: MiddlewareHandler = async (c) => {
      // The validators have parsed each part; c.req.valid hands out what they parsed.
      const valid = (target: 'param' | 'query' | 'json'): unknown => c.req.valid(target as never);
      const input = {
        params: route.params ? valid('param') : undefined,
        query: route.query ? valid('query') : undefined,
        body: route.body ? valid('json') : undefined,
      } as RouteInput<Route>;
      const answer = await handler(c as unknown as Context<E>, input);
      if (route.answer === 'csv') {
        const { fileName, text } = answer as FileAnswer;
        // The name sits in a quoted header parameter: a quote or line break would end it early.
        return c.body(text, route.status, {
          'content-type': answerMediaTypes.csv,
          'content-disposition': `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`,
        });
      }
      if (route.answer === 'binary') {
        const { fileName, contentType, bytes } = answer as BinaryAnswer;
        // Someone else's file: only ever saved, never shown by the browser as a page of this origin.
        return c.body(bytes, route.status, {
          'content-type': contentType,
          'content-disposition': attachmentDisposition(fileName),
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
          'content-security-policy': "sandbox; default-src 'none'",
        });
      }
      return c.json(answer as object, route.status);
    };
    const handlers = [
      ...(route.errors ? [onlyDeclaredAnswers(route.status, route.errors, this.failUndeclaredAnswers)] : []),
      ...(guard ? [guard as unknown as MiddlewareHandler] : []),
      ...checks,
      respond,
    ];
    this.app.on(route.method, route.path, ...(handlers as [MiddlewareHandler]));
    return this;
  }
}
