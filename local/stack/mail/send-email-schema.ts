import { z } from 'zod';
import { isMailbox } from './mailbox.ts';

/** Resend's limit on `to` (and on each recipient list) per e-mail. */
const MAX_RECIPIENTS = 50;

const FORMAT =
  'The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.';

/** Resend's wording: "Missing `to` field." when absent, "Invalid `to` field. …" when malformed. */
function fieldError(field: string, hint = '') {
  return (issue: { input?: unknown }) =>
    issue.input === undefined ? `Missing \`${field}\` field.` : `Invalid \`${field}\` field.${hint}`;
}

const mailbox = (field: string) =>
  z
    .string({ error: fieldError(field, ` ${FORMAT}`) })
    .refine(isMailbox, `Invalid \`${field}\` field. ${FORMAT}`);

/** A string or an array of strings, as Resend takes recipients; always an array afterwards. */
const mailboxes = (field: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z
      .array(mailbox(field), { error: fieldError(field, ` ${FORMAT}`) })
      .max(MAX_RECIPIENTS, `Too many \`${field}\` recipients: at most ${MAX_RECIPIENTS}.`),
  );

/**
 * The body of Resend's `POST /emails`, the fields this stand-in keeps. Fields it does not model
 * (attachments, tags, scheduled_at, …) are accepted and dropped, so a real client's request passes.
 */
export const sendEmailSchema = z
  .object(
    {
      from: mailbox('from'),
      to: mailboxes('to').refine((list) => list.length > 0, 'Missing `to` field.'),
      subject: z.string({ error: fieldError('subject') }),
      html: z.string({ error: fieldError('html') }).optional(),
      text: z.string({ error: fieldError('text') }).optional(),
      cc: mailboxes('cc').optional(),
      bcc: mailboxes('bcc').optional(),
      reply_to: mailboxes('reply_to').optional(),
      headers: z
        .record(z.string(), z.string({ error: 'Invalid `headers` field. Header values must be strings.' }), {
          error: fieldError('headers', ' It must be an object of header names and values.'),
        })
        .optional(),
    },
    { error: 'The request body must be a JSON object.' },
  )
  .refine((email) => email.html !== undefined || email.text !== undefined, {
    message: 'Missing `html` or `text` field.',
  });

export type SendEmailRequest = z.infer<typeof sendEmailSchema>;

/** Resend's batch endpoint takes up to 100 e-mails in one request. */
export const sendBatchSchema = z
  .array(z.unknown(), { error: 'The body must be an array of e-mails.' })
  .min(1, 'The batch must hold at least one e-mail.')
  .max(100, 'The batch may hold at most 100 e-mails.');

/** The first problem, in a sentence, as Resend's `message` carries it. */
export function validationMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue?.message ?? 'We found an error with one or more fields in the request.';
}
