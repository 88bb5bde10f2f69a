// The fairness report (issue #20 item 6). The candidate answers the voluntary self-identification
// for their own invitations (private.save_my_self_identification and its siblings check whose
// they are); the owners of an interview's workspace (and admins) read counts per group, taken once
// when the interview first closed, from which impact-ratios.ts computes the report. No route gives
// anyone a candidate's answers but their own.
import { requireUser } from '../auth.ts';
import { fairnessApi, type SavedSelfIdentification } from '../contract/fairness.ts';
import { asCaller, isoTimestamp } from '../db.ts';
import { fairnessReport, pendingFairnessReport, type FairnessCell } from '../fairness/impact-ratios.ts';
import { interviewNotFound } from '../interviews/interview-not-found.ts';
import { requireRecruiter } from '../roles.ts';
import { RouteTable } from '../route-table.ts';

type AnswerRow = Omit<SavedSelfIdentification, 'updated_at'> & { updated_at: string };
const answer = (row: AnswerRow): SavedSelfIdentification => ({
  ...row,
  updated_at: isoTimestamp(row.updated_at),
});

export const fairnessRoutes = new RouteTable()
  .handle(fairnessApi.mine, requireUser, async (c) => {
    const rows = await asCaller(
      c.var.user,
      (tx) => tx<AnswerRow[]>`
        select invitation_id, sex, race_ethnicity, updated_at from private.my_self_identifications()`,
    );
    return { answers: rows.map(answer) };
  })

  .handle(fairnessApi.save, requireUser, async (c, { params: { id }, body }) => {
    const [row] = await asCaller(
      c.var.user,
      (tx) => tx<AnswerRow[]>`
        select invitation_id, sex, race_ethnicity, updated_at
        from private.save_my_self_identification(${id}, ${body.sex}, ${body.race_ethnicity})`,
    );
    if (!row) throw new Error('Saving the self-identification returned no row');
    return answer(row);
  })

  .handle(fairnessApi.withdraw, requireUser, async (c, { params: { id } }) => {
    const [row] = await asCaller(
      c.var.user,
      (tx) =>
        tx<{ withdrawn: boolean }[]>`select private.withdraw_my_self_identification(${id}) as withdrawn`,
    );
    return { withdrawn: row?.withdrawn ?? false };
  })

  .handle(fairnessApi.report, requireRecruiter, async (c, { params: { id } }) => {
    const taken = await asCaller(c.var.user, async (tx) => {
      // Row-level security shows the interview to its workspace's members and admins: to anyone
      // else it is not there. Among those, the private.fairness_* functions refuse all but the owners.
      const [interview] = await tx`select 1 from public.interviews where id = ${id}`;
      if (!interview) throw interviewNotFound();
      const [frozen] = await tx<{ frozen_at: string | null }[]>`
        select private.fairness_report_frozen_at(${id}) as frozen_at`;
      if (!frozen?.frozen_at) return null;
      const cells = await tx<FairnessCell[]>`
        select sex, race_ethnicity, applicants, selected from private.fairness_counts(${id})`;
      return { frozenAt: isoTimestamp(frozen.frozen_at), cells };
    });
    return taken ? fairnessReport(taken.cells, taken.frozenAt) : pendingFairnessReport();
  });
