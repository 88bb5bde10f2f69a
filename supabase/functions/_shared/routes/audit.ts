// The audit trail (issue #20 item 4): its owners (and admins) page through it with filters; the app
// reports the recordings a reviewer plays and the exports it makes. Opening a review is recorded by
// GET /reviews/:id itself.
import { auditEventPage } from '../audit/audit-event-rows.ts';
import { recordExport, recordRecordingPlayed } from '../audit/record-access.ts';
import { auditApi } from '../contract/audit.ts';
import { errorCodes } from '../contract/errors.ts';
import { reviewErrorMessages } from '../contract/reviews.ts';
import { asCaller } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { interviewNotFound } from '../interviews/interview-not-found.ts';
import { findReview } from '../reviews/review-access.ts';
import { requireRecruiter } from '../roles.ts';
import { RouteTable } from '../route-table.ts';
import { openWorkspace, requireOwner } from '../workspaces/open-workspace.ts';

export const auditRoutes = new RouteTable()
  .handle(auditApi.list, requireRecruiter, (c, { params: { id }, query }) =>
    asCaller(c.var.user, async (tx) => {
      requireOwner(await openWorkspace(tx, id, c.var.profile));
      const { events, total } = await auditEventPage(tx, id, query);
      return { events, total, page: query.page, page_size: query.page_size };
    }),
  )

  .handle(auditApi.recordPlay, requireRecruiter, async (c, { params: { id }, body }) => {
    await asCaller(c.var.user, async (tx) => {
      await findReview(tx, id);
      const [answer] = await tx`
        select 1 from public.responses where id = ${body.response_id} and invitation_id = ${id}`;
      if (!answer) {
        throw new HttpError(404, reviewErrorMessages.responseNotFound, { code: errorCodes.notFound });
      }
      await recordRecordingPlayed(tx, id, body.response_id);
    });
    return { recorded: true as const };
  })

  // What the caller cannot see answers 404, as everywhere; the database refuses it regardless.
  .handle(auditApi.recordExport, requireRecruiter, async (c, { body }) => {
    await asCaller(c.var.user, async (tx) => {
      if (body.what === 'comparison') {
        const [visible] = await tx`select 1 from public.interviews where id = ${body.interview_id}`;
        if (!visible) throw interviewNotFound();
      } else {
        requireOwner(await openWorkspace(tx, body.workspace_id, c.var.profile));
      }
      await recordExport(tx, body);
    });
    return { recorded: true as const };
  });
