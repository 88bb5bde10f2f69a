// The audit trail (issue #20 item 4): its owners (and admins) page through it with filters, or take
// it as a CSV file. Every export the api serves (this one, the comparison) is recorded where the
// file is made; opening a review and the recordings whose links it signs are recorded by
// GET /reviews/:id itself.
import { auditEventPage, auditEvents } from '../audit/audit-event-rows.ts';
import { recordExport } from '../audit/record-access.ts';
import { auditCsv, auditCsvFileName } from '../contract/audit-labels.ts';
import { auditApi } from '../contract/audit.ts';
import { asCaller } from '../db.ts';
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

  // Recorded before the rows are read, so the file lists its own export, as the trail will.
  .handle(auditApi.csv, requireRecruiter, (c, { params: { id }, query }) =>
    asCaller(c.var.user, async (tx) => {
      const workspace = await openWorkspace(tx, id, c.var.profile);
      requireOwner(workspace);
      await recordExport(tx, { what: 'audit trail', workspace_id: id });
      return {
        fileName: auditCsvFileName(workspace.slug),
        text: auditCsv(await auditEvents(tx, id, query)),
      };
    }),
  );
