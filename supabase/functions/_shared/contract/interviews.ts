import { z } from 'zod';
import { idSchema, timestampSchema } from './common.ts';

export const interviewStatusSchema = z.enum(['DRAFT', 'ACTIVE', 'CLOSED', 'ARCHIVED']);
export type InterviewStatus = z.infer<typeof interviewStatusSchema>;

const LIMIT_MESSAGE = 'Must be a whole number from 1 to 100';

/** Query of GET /api/interviews. Without `limit` every interview the caller may see is listed. */
export const listInterviewsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int({ error: LIMIT_MESSAGE })
    .min(1, { error: LIMIT_MESSAGE })
    .max(100, { error: LIMIT_MESSAGE })
    .optional(),
});
export type ListInterviewsQuery = z.infer<typeof listInterviewsQuerySchema>;

/** A row of GET /api/interviews: the recruiter's own interviews (admins: all), newest first. */
export const interviewSummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string().nullable(),
  status: interviewStatusSchema,
  created_at: timestampSchema,
  question_count: z.number().int().nonnegative(),
});
export type InterviewSummary = z.infer<typeof interviewSummarySchema>;

export const interviewListSchema = z.array(interviewSummarySchema);
