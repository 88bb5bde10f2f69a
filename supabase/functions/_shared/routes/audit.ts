// The audit trail (issue #20 item 4): its owners (and admins) page through it with filters; the app
// reports the exports it makes (the files are written in the browser). Opening a review and the
// recordings whose links it signs are recorded by GET /reviews/:id itself.
import { auditEventPage } from '../audit/audit-event-rows.ts';
import { recordExport } from '../audit/record-access.ts';
import { auditApi } from '../contract/audit.ts';
import { asCaller } from '../db.ts';
import { interviewNotFound } from '../interviews/interview-not-found.ts';
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
