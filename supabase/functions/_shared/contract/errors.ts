import { z } from 'zod';

/**
 * Machine-readable `code`s of error responses. Errors raised by the database carry their
 * SQLSTATE instead (e.g. 'P0002', '55000'), which never collides with these names.
 */
export const errorCodes = {
  unauthenticated: 'unauthenticated',
  invalidToken: 'invalid_token',
  tokenExpired: 'token_expired',
  invalidApiKey: 'invalid_api_key',
  apiKeyRequired: 'api_key_required',
  rateLimited: 'rate_limited',
  readOnlyKey: 'read_only_key',
  authUnavailable: 'auth_unavailable',
  recruiterAccessRequired: 'recruiter_access_required',
  adminRequired: 'admin_required',
  invalidInput: 'invalid_input',
  notFound: 'not_found',
} as const;

/** The one shape of every error response. `fields` names the invalid inputs (`questions.0.text`). */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** docs/product.md §6 and §8: the text of a failed recruiter access check. */
export const RECRUITER_ACCESS_DENIED_MESSAGE = "You don't have permission to access the recruiter dashboard.";

/**
 * The 403 of recruiter routes (docs/product.md §7: {message, redirect_to_candidate}), which is also an
 * ApiError so generic clients read `error`.
 */
export const recruiterAccessDeniedSchema = apiErrorSchema.extend({
  message: z.string(),
  redirect_to_candidate: z.literal(true),
});
