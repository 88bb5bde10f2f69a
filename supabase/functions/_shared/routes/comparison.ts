import { recordExport } from '../audit/record-access.ts';
import { readComparison } from '../comparison/read-comparison.ts';
import { comparisonCsv, comparisonFileName, comparisonView } from '../contract/comparison-csv.ts';
import { comparisonApi } from '../contract/comparison.ts';
import { asCaller } from '../db.ts';
import { interviewNotFound } from '../interviews/interview-not-found.ts';
import { requireRecruiter } from '../roles.ts';
import { RouteTable } from '../route-table.ts';

// Every member of the interview's workspace (and admins) compares its candidates; row-level
// security shows the interview only to them, so to anyone else it is not there.
export const comparisonRoutes = new RouteTable()
  .handle(comparisonApi.get, requireRecruiter, async (c, { params: { id } }) => {
    const comparison = await asCaller(c.var.user, async (tx) => {
      const [interview] = await tx<{ id: string }[]>`select id from public.interviews where id = ${id}`;
      return interview ? readComparison(tx, id) : undefined;
    });
    if (!comparison) throw interviewNotFound();
    return comparison;
  })

  // The file is made here, so the export recorded is the one served: in the transaction that reads
  // its rows, as the caller, and only once the interview is found.
  .handle(comparisonApi.csv, requireRecruiter, (c, { params: { id }, query }) =>
    asCaller(c.var.user, async (tx) => {
      const [interview] = await tx<{ title: string }[]>`
        select title from public.interviews where id = ${id}`;
      if (!interview) throw interviewNotFound();
      await recordExport(tx, { what: 'comparison', interview_id: id });
      return {
        fileName: comparisonFileName(interview.title),
        text: comparisonCsv(await readComparison(tx, id), comparisonView(query)),
      };
    }),
  );
