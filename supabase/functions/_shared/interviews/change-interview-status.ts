// Publish, close and reopen (issue #19 item 7): one status move each, under the interview's row
// lock so two calls at once answer 200 and 409, never 200 twice. The database's trigger allows
// the same moves; this answers the clear 409 first.
import { interviewLifecycleMessages, type InterviewStatusChange } from '../contract/interviews.ts';
import type { Tables } from '../database.types.ts';
import type { Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { requireInterviewManager } from '../workspaces/workspace-access.ts';
import { interviewNotFound } from './interview-not-found.ts';

type InterviewStatus = Tables<'interviews'>['status'];

const MOVES = {
  publish: { from: 'DRAFT', to: 'ACTIVE', refused: interviewLifecycleMessages.onlyDraftPublishable },
  close: { from: 'ACTIVE', to: 'CLOSED', refused: interviewLifecycleMessages.onlyActiveClosable },
  reopen: { from: 'CLOSED', to: 'ACTIVE', refused: interviewLifecycleMessages.onlyClosedReopenable },
} as const satisfies Record<string, { from: InterviewStatus; to: InterviewStatus; refused: string }>;

export type InterviewStatusMove = keyof typeof MOVES;

export async function changeInterviewStatus(
  tx: Transaction,
  id: string,
  move: InterviewStatusMove,
): Promise<InterviewStatusChange> {
  await requireInterviewManager(tx, id, interviewNotFound);
  const [row] = await tx<{ status: InterviewStatus }[]>`
    select status from public.interviews where id = ${id} for update`;
  if (!row) throw interviewNotFound();
  const { from, to, refused } = MOVES[move];
  if (row.status !== from) throw new HttpError(409, refused);
  await tx`update public.interviews set status = ${to} where id = ${id}`;
  return { id, status: to };
}
