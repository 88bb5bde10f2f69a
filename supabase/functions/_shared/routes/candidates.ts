// The candidate portal's calls (spec §7 Candidate account and Candidate dashboard), for any
// signed-in account: its own profile, invitations, video resumes and their views. Row-level
// security decides what the caller may read and change; the handlers narrow to the caller's own
// rows only where an admin's wider view would otherwise leak into "my" lists.
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { requireUser, type UserCaller } from '../auth.ts';
import {
  candidateErrorMessages,
  updateCandidateProfileSchema,
  videoResumeIdParamSchema,
  VIEWS_CHART_DAYS,
  type Candidate,
  type CandidateAnalytics,
  type CandidateInvitation,
  type VideoResumeSummary,
} from '../contract/candidates.ts';
import { errorCodes } from '../contract/errors.ts';
import type { Deleted } from '../contract/interviews.ts';
import { asCaller } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { readViewStats } from '../resume-views/view-stats.ts';
import { readCallerProfile } from '../roles.ts';
import { bearerTokenOf, callerCredentials, removeStoredObjects, RESUMES_BUCKET } from '../storage.ts';
import { validate } from '../validate.ts';

/** A valid token whose user has since been deleted is as good as no sign-in. */
function accountGone(): HttpError {
  return new HttpError(401, 'This account no longer exists', { code: errorCodes.unauthenticated });
}

function videoResumeNotFound(): HttpError {
  return new HttpError(404, candidateErrorMessages.videoResumeNotFound, { code: errorCodes.notFound });
}

async function readCandidate(user: UserCaller): Promise<Candidate> {
  const profile = await readCallerProfile(user);
  if (!profile) throw accountGone();
  return {
    id: profile.id,
    email: profile.email,
    first_name: profile.first_name,
    last_name: profile.last_name,
  };
}

interface InvitationRow extends Omit<CandidateInvitation, 'created_at' | 'expires_at' | 'completed_at'> {
  created_at: Date;
  expires_at: Date;
  completed_at: Date | null;
}

interface VideoResumeRow extends Omit<VideoResumeSummary, 'created_at'> {
  created_at: Date;
}

export const candidateRoutes = new Hono<AppEnv>()
  .get('/me', requireUser, async (c) => c.json((await readCandidate(c.var.user)) satisfies Candidate))

  .put('/profile', requireUser, validate('json', updateCandidateProfileSchema), async (c) => {
    const { first_name, last_name } = c.req.valid('json');
    const [updated] = await asCaller(
      c.var.user,
      (tx) => tx<Candidate[]>`
        update public.profiles set first_name = ${first_name}, last_name = ${last_name}
        where id = auth.uid()
        returning id, email, first_name, last_name`,
    );
    if (!updated) throw accountGone();
    return c.json(updated satisfies Candidate);
  })

  .get('/invitations', requireUser, async (c) => {
    // list_my_invitations() picks the invitations addressed to the caller as a candidate (bound to
    // them, or sent to their confirmed e-mail) and adds what they cannot read themselves: the
    // interview's title and the recruiter's company.
    const rows = await asCaller(
      c.var.user,
      (tx) => tx<InvitationRow[]>`
        select id, status, unique_link_token, interview_title, company_name, created_at, expires_at, completed_at
        from public.list_my_invitations()`,
    );
    return c.json(
      rows.map((row): CandidateInvitation => ({
        ...row,
        created_at: row.created_at.toISOString(),
        expires_at: row.expires_at.toISOString(),
        completed_at: row.completed_at?.toISOString() ?? null,
      })),
    );
  })

  .get('/video-resumes', requireUser, async (c) => {
    const rows = await asCaller(
      c.var.user,
      (tx) => tx<VideoResumeRow[]>`
        select id, title, description, public_url, video_path, is_active, views_count, created_at
        from public.video_resumes
        where candidate_id = auth.uid()
        order by created_at desc, id`,
    );
    return c.json(
      rows.map((row): VideoResumeSummary => ({ ...row, created_at: row.created_at.toISOString() })),
    );
  })

  .delete('/video-resumes/:id', requireUser, validate('param', videoResumeIdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const accessToken = bearerTokenOf(c);
    await asCaller(c.var.user, async (tx) => {
      const [resume] = await tx<{ video_path: string }[]>`
        select video_path from public.video_resumes
        where id = ${id} and candidate_id = auth.uid()
        for update`;
      if (!resume) throw videoResumeNotFound();
      // The recording first, as the caller (the bucket lets only its owner delete); a failure
      // throws 502 and this transaction keeps the row. The views go with the row by cascade.
      await removeStoredObjects(RESUMES_BUCKET, callerCredentials(accessToken), [resume.video_path]);
      await tx`delete from public.video_resumes where id = ${id}`;
    });
    return c.json({ success: true } satisfies Deleted);
  })

  .get('/analytics', requireUser, async (c) => {
    const analytics = await asCaller(c.var.user, async (tx) => {
      const stats = await readViewStats(tx, null);
      const byDay = await tx<{ date: string; views: number }[]>`
        select to_char(d.day, 'YYYY-MM-DD') as date, count(v.id)::int as views
        from generate_series(
               (now() at time zone 'utc')::date - ${VIEWS_CHART_DAYS - 1}::int,
               (now() at time zone 'utc')::date,
               interval '1 day'
             ) as d(day)
        left join (
          public.resume_views v join public.video_resumes r on r.id = v.resume_id and r.candidate_id = auth.uid()
        ) on (v.viewed_at at time zone 'utc')::date = d.day::date
        group by d.day
        order by d.day`;
      return { ...stats, views_by_day: byDay };
    });
    return c.json(analytics satisfies CandidateAnalytics);
  });
