// The reads the audit trail records (issue #20 item 4), as the caller, through the database's
// private.record_access: it refuses an event about what the caller cannot see, and counts the same
// look (or export) by the same person within 10 minutes once.
import type { Transaction } from '../db.ts';

/** What a served export was of: a comparison table, or the trail itself. */
type Export = { what: 'comparison'; interview_id: string } | { what: 'audit trail'; workspace_id: string };

/** REVIEW_OPENED once per visit: a reload of the page (`refetch`) is part of the visit it opened. */
export async function recordReviewOpened(
  tx: Transaction,
  invitationId: string,
  { refetch }: { refetch: boolean },
): Promise<void> {
  await tx`select private.record_review_opened(${invitationId}, ${refetch})`;
}

/** RECORDING_PLAYED for each answer whose recording's links the api signed for the caller. */
export async function recordRecordingsServed(
  tx: Transaction,
  invitationId: string,
  responseIds: readonly string[],
): Promise<void> {
  await tx`
    select private.record_access('RECORDING_PLAYED', null, null, ${invitationId},
                                 jsonb_build_object('response_id', response_id::text))
    from unnest(${responseIds}::uuid[]) as response_id`;
}

/** EXPORTED, in the transaction that reads the file's rows. */
export async function recordExport(tx: Transaction, exported: Export): Promise<void> {
  if (exported.what === 'comparison') {
    await tx`
      select private.record_access('EXPORTED', null, ${exported.interview_id}, null,
                                   jsonb_build_object('what', 'comparison'))`;
  } else {
    await tx`
      select private.record_access('EXPORTED', ${exported.workspace_id}, null, null,
                                   jsonb_build_object('what', 'audit trail'))`;
  }
}
