// The public API's interviews (issue #22), read with a workspace's API key: the key's workspace's
// interviews, and no other workspace's (row-level security for workspace_api decides).
import { z } from 'zod';
import { defineRoute } from '../api-route.ts';
import { idSchema, timestampSchema } from '../common.ts';
import { interviewQuestionSchema, interviewStatusSchema } from '../interviews.ts';
import { localeSchema } from '../locales.ts';
import { cursorQueryFields, nextCursorField } from './cursor.ts';

const v1InterviewSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string().nullable(),
  status: interviewStatusSchema,
  language: localeSchema.meta({
    description: 'The language the candidate answers in (BCP 47): en, es, fr, de, pt-BR or ar.',
  }),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type V1Interview = z.infer<typeof v1InterviewSchema>;

/** An interview with what a candidate answers: its questions in order, as the app shows them. */
const v1InterviewDetailSchema = v1InterviewSchema.extend({
  default_deadline_days: z
    .number()
    .int()
    .meta({ description: 'Days from an invitation to its deadline when the invitation names none.' }),
  // A question's clip (issue #37) is the app's: the public API gives no way to play it.
  questions: z.array(interviewQuestionSchema.omit({ prompt_video_id: true })),
});
export type V1InterviewDetail = z.infer<typeof v1InterviewDetailSchema>;

export const v1InterviewApi = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/interviews',
    summary: "List the workspace's interviews",
    description: 'Oldest change first, a page at a time; `updated_since` leaves out older changes.',
    query: z.object(cursorQueryFields),
    response: z.object({ interviews: z.array(v1InterviewSchema), ...nextCursorField }),
    errors: [400, 401, 429],
  }),
  read: defineRoute({
    method: 'GET',
    path: '/v1/interviews/:id',
    summary: 'Read an interview and its questions',
    params: z.object({ id: z.guid({ error: 'Must be an interview id' }) }),
    response: v1InterviewDetailSchema,
    errors: [400, 401, 404, 429],
  }),
};
