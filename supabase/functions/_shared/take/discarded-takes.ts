// Discarded takes (issue #14, item 14): a retake replaces the answer (docs/product.md §4), so the takes it
// replaced go from the responses bucket, through the Storage API as the candidate (the bucket's
// DELETE policy lets the bound candidate remove their own takes that are not the submitted one,
// while the invitation is STARTED). After a retake, the takes older than the submitted one can no
// longer be needed; before completing, every take that is not a submitted answer goes, and
// complete_interview refuses while one is left.
import type { Transaction } from '../db.ts';
import { callerCredentials, removeStoredObjects, RESPONSES_BUCKET } from '../storage.ts';

/** Could not remove the discarded takes before completing; the interview stays in progress. */
const DISCARDED_TAKES_REMOVAL_FAILED_MESSAGE =
  'Could not remove your discarded recordings; please try completing again';

/** The take number of an object name `<invitation>/<question>/<take>.<ext>`, or undefined. */
function takeNumberOf(name: string): number | undefined {
  const match = /\/([1-3])\.[a-z0-9]+$/.exec(name);
  return match ? Number(match[1]) : undefined;
}

/** The caller's takes stored under `prefix` (`<invitation>/` or `<invitation>/<question>/`); `tx` as the caller. */
async function storedTakes(tx: Transaction, prefix: string): Promise<string[]> {
  const rows = await tx<{ name: string }[]>`
    select name from storage.objects
    where bucket_id = ${RESPONSES_BUCKET} and name like ${`${prefix}%`}
    order by name`;
  return rows.map((row) => row.name);
}

/** The takes of the submitted recording's question that are older than it. */
export async function takesReplacedBy(tx: Transaction, submitted: string): Promise<string[]> {
  const take = takeNumberOf(submitted);
  if (take === undefined) return [];
  const folder = submitted.slice(0, submitted.lastIndexOf('/') + 1);
  return (await storedTakes(tx, folder)).filter((name) => (takeNumberOf(name) ?? 0) < take);
}

/** Every take of the invitation that is not one of the submitted recordings. */
export async function takesNotSubmitted(
  tx: Transaction,
  invitationId: string,
  submitted: readonly string[],
): Promise<string[]> {
  const kept = new Set(submitted);
  return (await storedTakes(tx, `${invitationId}/`)).filter((name) => !kept.has(name));
}

/** Removes takes through the Storage API with the candidate's own token (502 HttpError on failure). */
export async function removeTakes(accessToken: string, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await removeStoredObjects(
    RESPONSES_BUCKET,
    callerCredentials(accessToken),
    names,
    DISCARDED_TAKES_REMOVAL_FAILED_MESSAGE,
  );
}
