import { scorecardApi } from '../contract/scorecards.ts';
import { asCaller, type Transaction } from '../db.ts';
import { workspaceNotFound } from '../recruiter-scope.ts';
import { requireRecruiter } from '../roles.ts';
import { RouteTable } from '../route-table.ts';
import { readScorecard } from '../scorecards/read-scorecard.ts';
import { replaceScorecard } from '../scorecards/write-scorecard.ts';
import { requireInterviewManager } from '../workspaces/workspace-access.ts';
import { interviewNotFound } from '../interviews/interview-not-found.ts';

/** Checks the caller manages the interview (404/403 otherwise) and locks it against a concurrent edit. */
async function lockManagedInterview(tx: Transaction, id: string): Promise<void> {
  await requireInterviewManager(tx, id, interviewNotFound);
  await tx`select id from public.interviews where id = ${id} for update`;
}

// Every member of the interview's workspace reads its scorecard (row-level security shows the
// interview to them); its OWNER and RECRUITER, and admins, change it; a REVIEWER gets a clear 403.
export const scorecardRoutes = new RouteTable()
  .handle(scorecardApi.get, requireRecruiter, async (c, { params: { id } }) => {
    const scorecard = await asCaller(c.var.user, async (tx) => {
      const [interview] = await tx<{ id: string }[]>`select id from public.interviews where id = ${id}`;
      return interview ? readScorecard(tx, id) : undefined;
    });
    if (!scorecard) throw interviewNotFound();
    return scorecard;
  })

  .handle(scorecardApi.replace, requireRecruiter, (c, { params: { id }, body }) =>
    asCaller(c.var.user, async (tx) => {
      await lockManagedInterview(tx, id);
      await replaceScorecard(tx, id, body.competencies, body.links);
      return readScorecard(tx, id);
    }),
  )

  .handle(scorecardApi.reviewSettings, requireRecruiter, async (c, { params: { id }, body }) => {
    await asCaller(c.var.user, async (tx) => {
      await lockManagedInterview(tx, id);
      await tx`update public.interviews set anonymous_review = ${body.anonymous_review} where id = ${id}`;
    });
    return { anonymous_review: body.anonymous_review };
  })

  .handle(scorecardApi.sources, requireRecruiter, (c, { params: { id } }) =>
    asCaller(c.var.user, async (tx) => {
      // Members of the workspace (and admins) see it; to anyone else it is not there.
      const [workspace] = await tx<{ member: boolean }[]>`
        select private.has_workspace_role(w.id, array['OWNER', 'RECRUITER', 'REVIEWER']::public.workspace_role[])
                 or private.is_admin() as member
        from public.workspaces w where w.id = ${id}`;
      if (!workspace?.member) throw workspaceNotFound();
      return tx<{ interview_id: string; title: string; competency_count: number; question_count: number }[]>`
        select i.id as interview_id, i.title,
               (select count(*) from public.scorecard_competencies c where c.interview_id = i.id)::int as competency_count,
               (select count(*) from public.questions q where q.interview_id = i.id)::int as question_count
        from public.interviews i
        where i.workspace_id = ${id}
          and exists (select from public.scorecard_competencies c where c.interview_id = i.id)
        order by i.created_at desc, i.id desc`;
    }),
  );
