// Discarded takes (issue #14, item 14): a retake replaces the answer (docs/product.md §4), so the takes it
// replaced go from the responses bucket, through the Storage API as the candidate (the bucket's
// DELETE policy lets the bound candidate remove their own takes that are not the submitted one,
// while the invitation is STARTED). After a retake, the takes older than the submitted one can no
// longer be needed; before completing, every take that is not a submitted answer goes, and
// complete_interview refuses while one is left. A FILE question's uploads in the answer-files
// bucket (issue #37) follow the same rules.
import { ANSWER_FILES_BUCKET_ID } from '../contract/answer-files.ts';
import type { Transaction } from '../db.ts';
import { callerCredentials, removeStoredObjects, RESPONSES_BUCKET } from '../storage.ts';

/** The buckets a candidate uploads answers to. */
export type AnswerBucket = typeof RESPONSES_BUCKET | typeof ANSWER_FILES_BUCKET_ID;

/** Objects of one bucket to remove. */
export interface BucketObjects {
  bucket: AnswerBucket;
  names: string[];
}

/** Could not remove the discarded takes before completing; the interview stays in progress. */
const DISCARDED_TAKES_REMOVAL_FAILED_MESSAGE =
  'Could not remove your discarded recordings; please try completing again';

/** The take number of an object name `<invitation>/<question>/<take>.<ext>`, or undefined. */
function takeNumberOf(name: string): number | undefined {
  const match = /\/([1-7])\.[a-z0-9]+$/.exec(name);
  return match ? Number(match[1]) : undefined;
}

/**
 * The caller's objects of `bucket` stored under `prefix` (`<invitation>/` or `<invitation>/<question>/`); `tx` as the caller.
 * The prefix is a byte range (text_pattern_ops, storage's name_prefix_search index), not LIKE: LIKE is not
 * leakproof, so under row-level security it ran after the bucket's policies, on every object of the bucket
 * (167 ms at 515 takes, growing with the bucket); the range's operators are, so the index finds the folder first.
 */
async function storedTakes(tx: Transaction, bucket: AnswerBucket, prefix: string): Promise<string[]> {
  // Every prefix ends in '/', and '0' is the byte after it.
  const end = `${prefix.slice(0, -1)}0`;
  const rows = await tx<{ name: string }[]>`
    select name from storage.objects
    where bucket_id = ${bucket} and name ~>=~ ${prefix} and name ~<~ ${end}
    order by name`;
  return rows.map((row) => row.name);
}

/** The takes of the submitted recording's (or file's) question that are older than it. */
export async function takesReplacedBy(
  tx: Transaction,
  bucket: AnswerBucket,
  submitted: string,
): Promise<BucketObjects> {
  const take = takeNumberOf(submitted);
  if (take === undefined) return { bucket, names: [] };
  const folder = submitted.slice(0, submitted.lastIndexOf('/') + 1);
  const names = (await storedTakes(tx, bucket, folder)).filter((name) => (takeNumberOf(name) ?? 0) < take);
  return { bucket, names };
}

/** Every take and upload of the invitation that is not one of the submitted ones, per bucket. */
export async function takesNotSubmitted(
  tx: Transaction,
  invitationId: string,
  submitted: readonly string[],
): Promise<BucketObjects[]> {
  const kept = new Set(submitted);
  const buckets: AnswerBucket[] = [RESPONSES_BUCKET, ANSWER_FILES_BUCKET_ID];
  return Promise.all(
    buckets.map(async (bucket) => ({
      bucket,
      names: (await storedTakes(tx, bucket, `${invitationId}/`)).filter((name) => !kept.has(name)),
    })),
  );
}

/** Removes takes through the Storage API with the candidate's own token (502 HttpError on failure). */
export async function removeTakes(accessToken: string, objects: readonly BucketObjects[]): Promise<void> {
  for (const { bucket, names } of objects) {
    if (names.length === 0) continue;
    await removeStoredObjects(
      bucket,
      callerCredentials(accessToken),
      names,
      DISCARDED_TAKES_REMOVAL_FAILED_MESSAGE,
    );
  }
}
