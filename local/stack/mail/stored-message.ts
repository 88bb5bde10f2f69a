import { z } from 'zod';

/** One received e-mail as the viewer keeps it, in memory and as one line of messages.jsonl. */
export const storedMessageSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  reply_to: z.array(z.string()),
  subject: z.string(),
  html: z.string().nullable(),
  text: z.string().nullable(),
  headers: z.record(z.string(), z.string()),
});

export type StoredMessage = z.infer<typeof storedMessageSchema>;
