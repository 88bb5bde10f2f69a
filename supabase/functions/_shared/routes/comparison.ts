import { readComparison } from '../comparison/read-comparison.ts';
import { comparisonApi } from '../contract/comparison.ts';
import { errorCodes } from '../contract/errors.ts';
import { INTERVIEW_NOT_FOUND_MESSAGE } from '../contract/interviews.ts';
import { asCaller } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { requireRecruiter } from '../roles.ts';
import { RouteTable } from '../route-table.ts';

// Every member of the interview's workspace (and admins) compares its candidates; row-level
// security shows the interview only to them, so to anyone else it is not there.
export const comparisonRoutes = new RouteTable().handle(
  comparisonApi.get,
  requireRecruiter,
  async (c, { params: { id } }) => {
    const comparison = await asCaller(c.var.user, async (tx) => {
      const [interview] = await tx<{ id: string }[]>`select id from public.interviews where id = ${id}`;
      return interview ? readComparison(tx, id) : undefined;
    });
    if (!comparison) throw new HttpError(404, INTERVIEW_NOT_FOUND_MESSAGE, { code: errorCodes.notFound });
    return comparison;
  },
);
