import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { AuthEnv } from './auth-env.ts';
import type { ClientInfo } from './sessions.ts';

/** User agent and IP of the caller, as GoTrue's GrantParams.FillGrantParams (X-Forwarded-For first). */
export function clientInfo(c: Context<AuthEnv>): ClientInfo {
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .find((part) => isIP(part) !== 0);
  const remote = c.env?.incoming?.socket?.remoteAddress;
  return {
    userAgent: c.req.header('user-agent') || undefined,
    ip: forwarded ?? (remote && isIP(remote) !== 0 ? remote : undefined),
  };
}
