// Supabase Auth's Send Email Hook (issue #36): what Auth POSTs, signed per Standard Webhooks, when it
// would send an e-mail; the api sends it in the account's language instead (routes/auth-hooks.ts).
// The local auth stand-in (local/stack/auth) builds the same payload, so both sides share it here.
import { z } from 'zod';
import { defineRoute } from './api-route.ts';

/** The e-mails this app's Auth sends: the sign-up's confirmation and the password reset. */
const SEND_EMAIL_ACTION_TYPES = ['signup', 'recovery'] as const;
export type SendEmailActionType = (typeof SEND_EMAIL_ACTION_TYPES)[number];

export function isSendEmailActionType(value: string): value is SendEmailActionType {
  return (SEND_EMAIL_ACTION_TYPES as readonly string[]).includes(value);
}

/**
 * Auth's payload: `user` is Auth's user object (only what the hook reads is checked, the rest is
 * kept as sent), `email_data` what its templates would have been given. `email_action_type` is any
 * of Auth's (magiclink, invite, email_change…): the route refuses those it does not send.
 */
const sendEmailHookPayloadSchema = z.object({
  user: z.looseObject({
    id: z.uuid(),
    email: z.string().min(1),
    /** raw_user_meta_data: the sign-up's `options.data`, with `locale` when the page said it. */
    user_metadata: z.record(z.string(), z.unknown()).nullish(),
  }),
  email_data: z.object({
    token: z.string(),
    token_hash: z.string().min(1),
    redirect_to: z.string(),
    email_action_type: z.string().min(1),
    site_url: z.string(),
    token_new: z.string(),
    token_hash_new: z.string(),
  }),
});
export type SendEmailHookPayload = z.infer<typeof sendEmailHookPayloadSchema>;

export const authHookMessages = {
  notConfigured:
    "Auth's Send Email Hook is not configured: set SEND_EMAIL_HOOK_SECRET (the hook's secret, v1,whsec_…)",
  badSignature: 'The request is not signed with the Send Email Hook secret',
  unsupportedAction: (type: string) =>
    `Unsupported email_action_type "${type}": this app sends only ${SEND_EMAIL_ACTION_TYPES.join(' and ')} e-mails`,
  notSent: 'The e-mail could not be sent',
} as const;

// Section: routes ---------------------------------------------------------------------------------

export const authHookApi = {
  /**
   * Auth's Send Email Hook: 200 once the e-mail is handed to the mail provider; Auth then sends
   * nothing itself, and any other answer fails the Auth request (the sign-up, the reset).
   */
  sendEmail: defineRoute({
    method: 'POST',
    path: '/auth/send-email-hook',
    body: sendEmailHookPayloadSchema,
    response: z.object({}),
    errors: [400, 401, 503],
  }),
};
