import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError } from './contract/errors.ts';

export interface HttpErrorOptions {
  /** Machine-readable, one of contract errorCodes or a SQLSTATE. */
  code?: string;
  /** Invalid inputs by path, for forms. */
  fields?: Record<string, string>;
  /** Fields a particular endpoint adds to the error shape (docs/product.md §7's 403 of /users/me). */
  extra?: Record<string, unknown>;
  /** What went wrong underneath; logged for 5xx, never sent. */
  cause?: unknown;
  /** Response headers the error needs, e.g. Retry-After of a 429. */
  headers?: Record<string, string>;
}

/** An error meant for the client: thrown anywhere, turned into the ApiError shape by onError. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatusCode, message: string, options: HttpErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'HttpError';
    this.status = status;
    this.code = options.code;
    this.fields = options.fields;
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }

  body(): ApiError & Record<string, unknown> {
    return {
      ...this.extra,
      error: this.message,
      ...(this.code === undefined ? {} : { code: this.code }),
      ...(this.fields === undefined ? {} : { fields: this.fields }),
    };
  }
}
