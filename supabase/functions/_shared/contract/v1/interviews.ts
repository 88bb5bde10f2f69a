// The public API's interviews (issue #22), read with a workspace's API key: the key's workspace's
// interviews, and no other workspace's (row-level security for workspace_api decides).
import { z } from 'zod';
import { defineRoute } from '../api-route.ts';
import { idSchema, timestampSchema } from '../common.ts';
import { interviewStatusSchema } from '../interviews.ts';
import { cursorQueryFields, nextCursorField } from './cursor.ts';

const v1InterviewSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string().nullable(),
  status: interviewStatusSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type V1Interview = z.infer<typeof v1InterviewSchema>;

export const v1InterviewApi = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/interviews',
    summary: "List the workspace's interviews",
    description: 'Oldest change first, a page at a time; `updated_since` leaves out older changes.',
    query: z.object(cursorQueryFields),
    response: z.object({ interviews: z.array(v1InterviewSchema), ...nextCursorField }),
  }),
};
