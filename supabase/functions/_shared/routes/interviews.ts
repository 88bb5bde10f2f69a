import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import {
  listInterviewsQuerySchema,
  type InterviewStatus,
  type InterviewSummary,
} from '../contract/interviews.ts';
import { asCaller } from '../db.ts';
import { requireRecruiter } from '../roles.ts';
import { validate } from '../validate.ts';

interface InterviewSummaryRow extends Omit<InterviewSummary, 'created_at'> {
  status: InterviewStatus;
  created_at: Date;
}

export const interviewRoutes = new Hono<AppEnv>().get(
  '/',
  requireRecruiter,
  validate('query', listInterviewsQuerySchema),
  async (c) => {
    const { limit } = c.req.valid('query');
    // No filter on recruiter_id: row-level security shows a recruiter their own interviews and an
    // admin all of them. `limit null` is no limit.
    const rows = await asCaller(
      c.var.user,
      (tx) => tx<InterviewSummaryRow[]>`
        select i.id, i.title, i.description, i.status, i.created_at,
               (select count(*) from public.questions q where q.interview_id = i.id)::int as question_count
        from public.interviews i
        order by i.created_at desc, i.id desc
        limit ${limit ?? null}`,
    );
    return c.json(
      rows.map((row): InterviewSummary => ({ ...row, created_at: row.created_at.toISOString() })),
    );
  },
);
