// The public API's interviews (issue #22), for callers with an API key: the SQL runs as
// workspace_api with the key's claims, so the key's workspace's interviews are all it finds.
import { requireApiKey } from '../auth.ts';
import { v1InterviewApi, type V1Interview, type V1InterviewDetail } from '../contract/v1/interviews.ts';
import { asCaller } from '../db.ts';
import { interviewNotFound } from '../interviews/interview-not-found.ts';
import { RouteTable } from '../route-table.ts';
import { cursorClauses, cursorPage, type CursorRow } from '../v1/cursor-page.ts';
import { OPTIONS_OF_Q_SQL } from '../interviews/question-options.ts';

export const v1InterviewRoutes = new RouteTable()
  .handle(v1InterviewApi.list, requireApiKey, async (c, { query }) => {
    const rows = await asCaller(c.var.apiKey, (tx) => {
      const page = cursorClauses(tx, 'i', query);
      return tx<CursorRow<V1Interview>[]>`
        select i.id, i.title, i.description, i.status, i.language, i.created_at, i.updated_at,
               i.updated_at::text as cursor_at
        from public.interviews i
        where ${page.where}
        ${page.orderAndLimit}`;
    });
    const { rows: interviews, next_cursor } = cursorPage(rows, query.limit);
    return { interviews, next_cursor };
  })

  .handle(v1InterviewApi.read, requireApiKey, async (c, { params: { id } }) => {
    const interview = await asCaller(c.var.apiKey, async (tx) => {
      const [row] = await tx<Omit<V1InterviewDetail, 'questions'>[]>`
        select i.id, i.title, i.description, i.status, i.language, i.default_deadline_days, i.created_at,
               i.updated_at
        from public.interviews i
        where i.id = ${id}`;
      if (!row) return null;
      const questions = await tx<V1InterviewDetail['questions']>`
        select q.id, q.order_number, q.text, q.response_format, q.time_limit_seconds, q.thinking_seconds,
               q.max_attempts, q.multiple_choice, q.knockout_action, ${tx.unsafe(OPTIONS_OF_Q_SQL)} as options
        from public.questions q
        where q.interview_id = ${id}
        order by q.order_number`;
      return { ...row, questions };
    });
    if (!interview) throw interviewNotFound();
    return interview;
  });
