import type { IncomingMessage } from 'node:http';
import type { StackConfig } from '../config.ts';

/** The gateway's refusal of a request without the project's key: 401 with the gateway's own body. */
export class ApiKeyError extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
    this.name = 'ApiKeyError';
  }

  toBody(): { message: string; hint: string } {
    return { message: this.message, hint: this.hint };
  }
}

/**
 * The gateway's rule, as for /auth/v1: every request names the project with its publishable or
 * secret key in the `apikey` header (or query parameter). Answers the role that key stands for.
 */
export function apiKeyRole(req: IncomingMessage, config: StackConfig): 'anon' | 'service_role' {
  const header = req.headers.apikey;
  const key =
    (Array.isArray(header) ? header[0] : header) ??
    new URL(req.url ?? '/', 'http://localhost').searchParams.get('apikey') ??
    undefined;
  if (!key) {
    throw new ApiKeyError(
      'No API key found in request',
      'No `apikey` request header or url param was found.',
    );
  }
  if (key === config.secretKey) return 'service_role';
  if (key === config.publishableKey) return 'anon';
  throw new ApiKeyError('Invalid API key', 'Double check your Supabase `anon` or `service_role` API key.');
}
