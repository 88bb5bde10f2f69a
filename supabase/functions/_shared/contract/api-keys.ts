// API keys per workspace (issue #22 item 1): an owner makes keys for the workspace's applicant
// tracking system, each named and scoped, shown once in full, and revokes them. A key reads as
// `aik_<8 visible>_<secret>`; the visible part is its prefix, listed so owners can tell keys apart.
import { z } from 'zod';
import { defineRoute } from './api-route.ts';
import { idSchema, timestampSchema } from './common.ts';

const API_KEY_NAME_MAX_LENGTH = 100;

export const apiKeyScopes = ['READ', 'READ_WRITE'] as const;
const apiKeyScopeSchema = z.enum(apiKeyScopes, { error: 'Choose Read or Read and write' });
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

export const apiKeyScopeLabels: Record<ApiKeyScope, string> = {
  READ: 'Read',
  READ_WRITE: 'Read and write',
};

export const apiKeyMessages = {
  name: `Name the key, in up to ${API_KEY_NAME_MAX_LENGTH} characters`,
  notFound: 'API key not found',
  alreadyRevoked: 'This API key is already revoked',
  invalid: 'This API key is not valid: it was revoked, or it was never made',
  keyRequired: 'The public API needs an API key: send "Authorization: Bearer aik_…"',
  onlyPublicApi: 'API keys are accepted under /api/v1 only',
  rateLimited: (seconds: number) =>
    `Too many requests with this API key: try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
  workspaceRateLimited: (seconds: number) =>
    `Too many requests with this workspace's API keys: try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
  /** The database's own words (supabase/schemas/80-public-api.sql), which the api passes on. */
  tooManyKeys: (limit: number) =>
    `A workspace can have at most ${limit} active API keys: revoke one it no longer uses to make another`,
} as const;

export const createApiKeySchema = z.object({
  name: z
    .string({ error: apiKeyMessages.name })
    .trim()
    .min(1, { error: apiKeyMessages.name })
    .max(API_KEY_NAME_MAX_LENGTH, { error: apiKeyMessages.name }),
  scope: apiKeyScopeSchema,
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

/** A key as its owners see it: never the secret, which only the create route answers, once. */
export const apiKeySchema = z.object({
  id: idSchema,
  name: z.string(),
  /** `aik_` and the key's 8 visible characters. */
  prefix: z.string(),
  scope: apiKeyScopeSchema,
  /** Who made it; null once their account is gone, or for a platform admin the owners cannot see. */
  created_by_name: z.string().nullable(),
  created_at: timestampSchema,
  last_used_at: timestampSchema.nullable(),
  revoked_at: timestampSchema.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

const workspaceParamSchema = z.object({ id: z.guid({ error: 'Must be a workspace id' }) });

export const apiKeyApi = {
  list: defineRoute({
    method: 'GET',
    path: '/workspaces/:id/api-keys',
    params: workspaceParamSchema,
    response: z.object({ keys: z.array(apiKeySchema) }),
  }),
  /** The whole key is in this answer and nowhere else. */
  create: defineRoute({
    method: 'POST',
    path: '/workspaces/:id/api-keys',
    params: workspaceParamSchema,
    body: createApiKeySchema,
    response: z.object({ key: apiKeySchema, secret: z.string() }),
    status: 201,
  }),
  revoke: defineRoute({
    method: 'POST',
    path: '/workspaces/:id/api-keys/:keyId/revoke',
    params: workspaceParamSchema.extend({ keyId: z.guid({ error: 'Must be an API key id' }) }),
    response: apiKeySchema,
  }),
};
